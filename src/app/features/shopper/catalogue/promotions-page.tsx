import { ListView } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { useFlashPromotions } from '../data';
import { FlashPromotionList } from './flash-promotion-list';

export function PromotionsPage() {
  const promotions = useFlashPromotions();
  return (
    <div className="page">
      <PageHeader title="Promoções relâmpago">
        <p>Ofertas por tempo limitado das barracas da feira.</p>
      </PageHeader>
      <ListView items={promotions} empty="Nenhuma promoção ativa agora. Volte mais tarde!">
        {(list) => <FlashPromotionList items={list} />}
      </ListView>
    </div>
  );
}
