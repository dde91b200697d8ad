import { ListSkeleton, PageHeader } from '../../../ui/page-state';
import { useFlashPromotions } from '../data/home';
import { FlashPromotionList } from './flash-promotion-list';

export function PromotionsPage() {
  const promotions = useFlashPromotions();
  return (
    <div className="page">
      <PageHeader title="Promoções relâmpago">
        <p>Ofertas por tempo limitado das barracas da feira.</p>
      </PageHeader>
      {promotions === undefined ? (
        <ListSkeleton />
      ) : promotions.length === 0 ? (
        <p className="empty">Nenhuma promoção ativa agora. Volte mais tarde!</p>
      ) : (
        <FlashPromotionList items={promotions} />
      )}
    </div>
  );
}
