import { EmptyState, ErrorState, ListSkeleton } from '../../ui/page-state';
import { useCatalogueArrival } from './data';

const catalogueTexts = {
  notHere: 'Suas lojas ainda não foram carregadas neste aparelho.',
  connect: 'Conecte-se à internet uma vez para trazê-las; depois elas ficam disponíveis mesmo sem sinal.',
  failed: 'Não foi possível carregar suas lojas.',
};

/**
 * What a seller screen shows while its stores are not there (`useSellerStores` is undefined): a skeleton for
 * the moment of the first read; when the seller's catalogue has never reached this device (a new phone), it
 * is asked for now (`useCatalogueArrival`), and the screen says so offline and offers a retry when the
 * server failed.
 */
export function CatalogueLoading({ rows }: { rows?: number }) {
  const { missing, online, failure, retry } = useCatalogueArrival();
  if (missing && !online) {
    return (
      <EmptyState title={catalogueTexts.notHere}>
        <p>{catalogueTexts.connect}</p>
      </EmptyState>
    );
  }
  if (missing && failure)
    return <ErrorState title={catalogueTexts.failed} message={failure} onRetry={retry} />;
  return <ListSkeleton rows={rows} />;
}
