/**
 * Titles and sharing texts of the public pages that sell Feira. One source for the page (document
 * title, meta description, Open Graph) and for the server, which writes the same tags into the HTML it returns
 * for these paths: link previews and crawlers do not run the app's JavaScript.
 */
import { PLANS, SELLER_TRIAL_DAYS, TRIAL_PLAN } from './billing/plans';

export const SITE_NAME = 'Feira';
/** The share image: the app icon, the one picture every link preview can show. */
export const SHARE_IMAGE_PATH = '/icons/icon-512.png';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * The app's own title and description: the head of every page the server sends but the pages that sell Feira
 * (server/http/page-head.ts), and the title the app shell sets when its HTML has none (src/app/boot.tsx).
 */
export const APP_META: PageMeta = {
  title: 'Feira — a feira livre no seu celular',
  description:
    'Feira: produtos, promoções e cupons das barracas da feira livre perto de você. Reserve e retire na barraca.',
};

export const PUBLIC_PAGES = {
  '/landing': {
    title: APP_META.title,
    description:
      'Veja produtos, promoções e cupons das barracas da feira livre perto de você, reserve e retire na barraca. Para feirantes: sua barraca na internet, mesmo com sinal fraco.',
  },
  '/seller-landing': {
    title: 'Venda na Feira — sua barraca na internet',
    description: `Cadastre sua barraca, seus produtos, promoções e cupons, avise quem segue sua loja e valide cupons mesmo sem sinal. Comece grátis, com ${SELLER_TRIAL_DAYS} dias do plano ${PLANS[TRIAL_PLAN].name}.`,
  },
  '/presentation': {
    title: 'Apresentação da Feira para associações de feirantes',
    description:
      'Uma apresentação curta do Feira para mostrar no celular ou no projetor da associação: o que é, como funciona para o cliente e para o feirante, e quanto custa.',
  },
  '/calculator': {
    title: 'Calculadora de preço e margem do feirante — Feira',
    description:
      'Calcule o preço de venda a partir do custo, da taxa da feira, da taxa do cartão e da margem que você quer, e quantas unidades vender por dia de feira para pagar os custos.',
  },
  '/calculator-landing': {
    title: 'Quanto cobrar na sua barraca? Calculadora grátis — Feira',
    description:
      'Uma calculadora grátis para feirantes: preço sugerido, lucro por unidade e ponto de equilíbrio por dia de feira. Funciona no celular, até sem internet.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof PUBLIC_PAGES;

/** The Open Graph / Twitter tags of a page, as [attribute, key, content] triples, absolute URLs. */
export function shareTags(
  path: PublicPagePath,
  origin: string,
): [attribute: 'property' | 'name', key: string, content: string][] {
  const meta = PUBLIC_PAGES[path];
  return [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', `${origin}${path}`],
    ['property', 'og:image', `${origin}${SHARE_IMAGE_PATH}`],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
}
