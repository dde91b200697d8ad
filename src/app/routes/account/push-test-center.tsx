import { createFileRoute } from '@tanstack/react-router';
import { PushTestPage } from '../../features/shopper/account/push-test-page';

export const Route = createFileRoute('/account/push-test-center')({
  component: () => <PushTestPage title="Central de testes de push" />,
});
