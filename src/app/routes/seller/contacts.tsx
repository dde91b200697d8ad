import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '../../features/seller/contacts/contacts-page';

export const Route = createFileRoute('/seller/contacts')({ component: ContactsPage });
