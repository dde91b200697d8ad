import { createFileRoute } from '@tanstack/react-router';
import { PresentationPage } from '../features/public/presentation-page';

export const Route = createFileRoute('/presentation')({ component: PresentationPage });
