/** pt-BR texts of subscriptions and payments (the spec gives none). */
import { formatBRL, formatDate } from '../format';
import { type LimitKind, PLANS, type PlanId, type PlanLimits } from './plans';
import type { EntitlementStatus } from './subscription';

const NOUNS: Record<LimitKind, { one: string; many: string; fix: string }> = {
  products: {
    one: 'produto',
    many: 'produtos',
    fix: 'Remova um produto ou mude de plano para cadastrar outro.',
  },
  highlightedProducts: {
    one: 'produto em destaque',
    many: 'produtos em destaque',
    fix: 'Remova um destaque ou mude de plano para destacar outro.',
  },
  activeCoupons: {
    one: 'cupom ativo',
    many: 'cupons ativos',
    fix: 'Desative um cupom ou mude de plano para ativar outro.',
  },
  activePromotions: {
    one: 'promoção ativa',
    many: 'promoções ativas',
    fix: 'Encerre uma promoção ou mude de plano para criar outra.',
  },
};

/** A plan's limits as the plan cards list them ("Até 10 produtos por loja", "Cupons ativos sem limite"). */
export function planLimitLines(limits: PlanLimits): string[] {
  const kinds: LimitKind[] = ['products', 'highlightedProducts', 'activeCoupons', 'activePromotions'];
  const lines = kinds.map((kind) => {
    const limit = limits[kind];
    const noun = NOUNS[kind];
    if (limit === null) return `${noun.many[0]?.toUpperCase()}${noun.many.slice(1)} sem limite por loja`;
    return `Até ${limit.toLocaleString('pt-BR')} ${limit === 1 ? noun.one : noun.many} por loja`;
  });
  lines.push(
    limits.pushReach === null
      ? 'Avisos por push a todos os seguidores'
      : `Avisos por push a até ${limits.pushReach.toLocaleString('pt-BR')} seguidores`,
  );
  return lines;
}

export const LIMIT_LABELS: Record<LimitKind, string> = {
  products: 'Produtos',
  highlightedProducts: 'Produtos em destaque',
  activeCoupons: 'Cupons ativos',
  activePromotions: 'Promoções ativas',
};

export const SUBSCRIPTION_STATUS_LABELS: Record<EntitlementStatus, string> = {
  trialing: 'Em período de teste',
  active: 'Ativa',
  past_due: 'Pagamento pendente',
  canceled: 'Cancelada',
  free: 'Plano grátis',
};

export const INVOICE_STATUS_LABELS = {
  paid: 'Paga',
  open: 'Em aberto',
  failed: 'Pagamento recusado',
  void: 'Anulada',
} as const;

export const billingMessages = {
  /** 422 PLAN_LIMIT_REACHED. */
  limitReached: (kind: LimitKind, limit: number, plan: PlanId) => {
    const noun = NOUNS[kind];
    return `Seu plano ${PLANS[plan].name} permite até ${limit} ${limit === 1 ? noun.one : noun.many} por loja. ${noun.fix}`;
  },
  invalidSignature: 'Assinatura do webhook inválida',
  invalidPayload: 'Evento de pagamento inválido',
  checkoutNotFound: 'Sessão de pagamento não encontrada',
  checkoutClosed: 'Esta sessão de pagamento já foi encerrada. Volte ao Feira e tente novamente.',
  alreadySubscribed: 'Você já tem uma assinatura paga. Para trocar de plano, use a opção de mudar de plano.',
  noSubscription: 'Você não tem uma assinatura paga ativa.',
  samePlan: 'Você já está neste plano.',
  notCanceling: 'Sua assinatura não está com cancelamento agendado.',
  freeIsNotCheckout: 'O plano Grátis não precisa de pagamento.',
  portalUnavailable: 'O portal de pagamentos só existe com o Stripe. Gerencie sua assinatura nesta tela.',
  providerUnavailable: 'Não foi possível falar com o provedor de pagamentos. Tente novamente em instantes.',
  /** 503 PAYMENTS_UNAVAILABLE, and the subscription screen's notice: no payment provider is configured. */
  paymentsUnavailable:
    'Os pagamentos com cartão ainda não estão disponíveis neste Feira. Os planos pagos poderão ser assinados assim que a administração configurar o provedor de pagamentos.',
  cancelScheduled: (periodEnd: number | null) =>
    periodEnd === null
      ? 'Cancelamento agendado para o fim do período.'
      : `Cancelamento agendado. Seu plano continua até ${formatDate(new Date(periodEnd))}.`,
  resumed: 'Assinatura retomada. Ela será renovada normalmente.',
  planChanged: (plan: PlanId) => `Plano alterado para ${PLANS[plan].name}.`,
  priceLabel: (plan: PlanId) =>
    PLANS[plan].priceMonthly === 0 ? 'Grátis' : `${formatBRL(PLANS[plan].priceMonthly)}/mês`,
  /** What /payment/callback shows. */
  result: {
    success: (plan: PlanId | null) =>
      plan ? `Pagamento aprovado! Seu plano ${PLANS[plan].name} está ativo.` : 'Pagamento aprovado!',
    pending: 'Estamos confirmando seu pagamento com o provedor. Isso leva alguns instantes.',
    failure: 'O pagamento não foi concluído. Nenhuma cobrança foi feita e seu plano continua o mesmo.',
  },
} as const;

/** The local test-mode checkout page: Stripe's texts for its test cards, in Portuguese. */
export const testCheckoutMessages = {
  title: 'Pagamento de teste',
  banner: 'Modo de teste: nenhum pagamento real é processado.',
  intro: (plan: PlanId) => `Assinatura do plano ${PLANS[plan].name}: ${billingMessages.priceLabel(plan)}`,
  cardNumber: 'Número do cartão',
  expiry: 'Validade (MM/AA)',
  cvc: 'Código de segurança (CVC)',
  name: 'Nome no cartão',
  pay: 'Assinar',
  cancel: 'Cancelar e voltar ao Feira',
  cardsHint:
    'Cartões de teste: 4242 4242 4242 4242 (aprovado), 4000 0000 0000 0002 (recusado) e 4000 0025 0000 3155 (pede confirmação).',
  cardDeclined: 'Seu cartão foi recusado.',
  invalidNumber: 'O número do cartão é inválido.',
  unknownTestCard: 'Este cartão não é um cartão de teste. Use um dos cartões de teste indicados.',
  invalidExpiry: 'A data de validade do cartão é inválida.',
  expiredCard: 'A data de validade do seu cartão já passou.',
  invalidCvc: 'O código de segurança do cartão está incompleto.',
  confirmTitle: 'Confirme o pagamento',
  confirmIntro: 'Seu banco pediu uma confirmação para este pagamento (autenticação 3D Secure de teste).',
  confirm: 'Confirmar pagamento',
  fail: 'Recusar autenticação',
  authenticationFailed:
    'Não foi possível autenticar sua forma de pagamento. Escolha outra forma de pagamento e tente novamente.',
  completed: 'Pagamento concluído. Voltando ao Feira…',
  backToFeira: 'Voltar ao Feira',
} as const;

/** A plan as the API and the public pages show it: the plan, its limits and its price label. */
export function planWire(id: PlanId) {
  const plan = PLANS[id];
  return { ...plan, limits: { ...plan.limits }, priceLabel: billingMessages.priceLabel(id) };
}
