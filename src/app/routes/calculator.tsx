import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/public/calculator-page';

export const Route = createFileRoute('/calculator')({ component: CalculatorPage });
