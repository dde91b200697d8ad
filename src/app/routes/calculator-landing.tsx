import { createFileRoute } from '@tanstack/react-router';
import { CalculatorLandingPage } from '../features/public/calculator-landing-page';

export const Route = createFileRoute('/calculator-landing')({ component: CalculatorLandingPage });
