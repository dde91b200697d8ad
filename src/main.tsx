import './app/styles.css';
// The shopper's public pages (home, product, store, promotions) share one stylesheet with the frame, so their
// server-rendered markup is styled by the page's one stylesheet, asked for from the head.
import './app/features/shopper/catalogue/catalogue.css';
import './app/features/shopper/stores/stores.css';
// The header's notification bell is on every page.
import './app/features/shopper/notifications/notifications.css';
import { boot } from './app/boot';

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');
void boot(root);
