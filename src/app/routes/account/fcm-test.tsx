import { createFileRoute } from '@tanstack/react-router';
import { PushTestPage } from '../../features/shopper/account/push-test-page';

export const Route = createFileRoute('/account/fcm-test')({
  component: () => <PushTestPage title="Teste de notificações (FCM)" />,
});
