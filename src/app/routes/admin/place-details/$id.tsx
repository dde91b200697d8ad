import { createFileRoute } from '@tanstack/react-router';
import { PlaceDetailsPage } from '../../../features/admin/geocoding/place-details-page';

export const Route = createFileRoute('/admin/place-details/$id')({
  component: function AdminPlaceRoute() {
    return <PlaceDetailsPage id={Number(Route.useParams().id)} />;
  },
});
