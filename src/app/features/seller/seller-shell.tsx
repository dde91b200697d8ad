import { Link, Outlet } from '@tanstack/react-router';
import { messages } from '../../../domain/messages';
import { AreaGuard } from '../../layout/area-shell';
import { PageHeader } from '../../ui/page-state';
import { SellerNav } from './seller-nav';

/** A signed-in shopper who opened a seller page: what the area is and how to get a seller account. */
function BecomeSeller() {
  return (
    <div className="page page--narrow">
      <PageHeader title={messages.screens.sellerArea} />
      <p>
        Para vender na Feira, crie uma conta de lojista: cadastre sua barraca, seus produtos, promoções e
        cupons, e valide os cupons dos clientes na hora, mesmo sem sinal.
      </p>
      <p>Sua conta atual é de cliente. Use outro e-mail para a conta de lojista.</p>
      <p className="form__actions">
        <Link to="/register" search={{ role: 'seller' }} className="button">
          Criar conta de lojista
        </Link>
        <Link to="/seller-landing" className="button button--ghost">
          Conheça os planos
        </Link>
      </p>
    </div>
  );
}

/** Sellers and admins (the server's seller guard admits admins too) get the seller layout. */
export function SellerShell() {
  return (
    <AreaGuard
      prefix="/seller"
      signIn="/login"
      admits={(user) => user.isSeller || user.isAdmin}
      refused={<BecomeSeller />}
    >
      <div className="seller-area">
        <div>
          <Outlet />
        </div>
        <SellerNav />
      </div>
    </AreaGuard>
  );
}
