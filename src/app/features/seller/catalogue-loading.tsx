import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../ui/error-message';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/page-state';
import { useOnline } from '../../ui/use-online';
import { refreshSellerCatalogue, useCatalogueReceived } from './data';

const catalogueTexts = {
  notHere: 'Suas lojas ainda não foram carregadas neste aparelho.',
  connect: 'Conecte-se à internet uma vez para trazê-las; depois elas ficam disponíveis mesmo sem sinal.',
  failed: 'Não foi possível carregar suas lojas.',
};

/**
 * What a seller screen shows while its stores are not there (`useSellerStores` is undefined): a skeleton for
 * the moment of the first read; when the seller's catalogue has never reached this device (a new phone), it
 * asks for it now, says so offline, and offers a retry when the server failed.
 */
export function CatalogueLoading({ rows }: { rows?: number }) {
  const received = useCatalogueReceived();
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    refreshSellerCatalogue().catch((error: unknown) =>
      setFailure(errorMessage(error, catalogueTexts.failed)),
    );
  }, []);
  const missing = received === false;
  useEffect(() => {
    if (missing && online) load();
  }, [missing, online, load]);
  if (missing && !online) {
    return (
      <EmptyState title={catalogueTexts.notHere}>
        <p>{catalogueTexts.connect}</p>
      </EmptyState>
    );
  }
  if (missing && failure)
    return <ErrorState title={catalogueTexts.failed} message={failure} onRetry={load} />;
  return <ListSkeleton rows={rows} />;
}
