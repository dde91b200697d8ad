import { messages } from '../../domain/messages';
/** Footer with the consumer, seller and help columns of spec 000 §2. */
export function Footer() {
  return (
    <footer id="footer" className="footer" tabIndex={-1}>
      <div className="footer__columns">
        <section aria-labelledby="footer-consumer">
          <h2 id="footer-consumer">Para você</h2>
          <ul>
            <li>
              <a href="/products">Produtos</a>
            </li>
            <li>
              <a href="/promotions">Promoções</a>
            </li>
            <li>
              <a href="/stores">Lojas</a>
            </li>
            <li>
              <a href="/account/reservations">Minhas reservas</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-seller">
          <h2 id="footer-seller">Para lojistas</h2>
          <ul>
            <li>
              <a href="/seller-landing">Venda no Feira</a>
            </li>
            <li>
              <a href="/seller/dashboard">{messages.screens.sellerArea}</a>
            </li>
            <li>
              <a href="/calculator">Calculadora de preços</a>
            </li>
            <li>
              <a href="/seller/coupons/validate">Validar cupom</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Ajuda</h2>
          <ul>
            <li>
              <a href="/landing">Sobre o Feira</a>
            </li>
            <li>
              <a href="/presentation">Como funciona</a>
            </li>
            <li>
              <a href="/account/push-test-center">Notificações</a>
            </li>
          </ul>
        </section>
      </div>
      <p className="footer__note">
        Feira — a feira livre no seu celular. Preços em reais (R$), horários de Brasília.
      </p>
    </footer>
  );
}
