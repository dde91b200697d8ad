import { createFileRoute } from '@tanstack/react-router';
import { LocationPage } from '../../../features/seller/location/location-page';
import { storeSearch } from '../../../features/seller/store-search';

export const Route = createFileRoute('/seller/settings/location')({
  validateSearch: storeSearch,
  component: Screen,
});

function Screen() {
  const { storeId } = Route.useSearch();
  return <LocationPage storeId={storeId} />;
}
