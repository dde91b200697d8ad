import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../../features/admin/users/user-detail-page';

export const Route = createFileRoute('/admin/users/$id')({
  component: function AdminUserRoute() {
    return <UserDetailPage id={Number(Route.useParams().id)} />;
  },
});
