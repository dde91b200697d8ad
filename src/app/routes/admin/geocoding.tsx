import { createFileRoute } from '@tanstack/react-router';
import { GeocodingPage } from '../../features/admin/geocoding/geocoding-page';

export const Route = createFileRoute('/admin/geocoding')({ component: GeocodingPage });
