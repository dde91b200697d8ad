// The first screen's stylesheet is inline in index.html (src/app/first-screen.css); lazy routes import their own.
import { boot } from './app/boot';

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');
void boot(root);
