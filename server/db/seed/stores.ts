/** Demo data (a table of literals, over 300 lines because it is data, not logic): the feiras and their stalls. */
import type { CategorySlug } from './categories';

/** The feiras the demo stalls stand in: street, neighbourhood, a point on the street and the days it happens. */
export const FEIRAS = {
  guaicurus: {
    name: 'Feira Livre da Rua Guaicurus',
    street: 'Rua Guaicurus',
    neighborhood: 'Lapa',
    latitude: -23.5268,
    longitude: -46.6985,
    openingDays: [3, 6],
  },
  pacaembu: {
    name: 'Feira do Pacaembu',
    street: 'Praça Charles Miller',
    neighborhood: 'Pacaembu',
    latitude: -23.5478,
    longitude: -46.6655,
    openingDays: [2, 4],
  },
  calixto: {
    name: 'Feira da Praça Benedito Calixto',
    street: 'Praça Benedito Calixto',
    neighborhood: 'Pinheiros',
    latitude: -23.5567,
    longitude: -46.6816,
    openingDays: [6],
  },
  madalena: {
    name: 'Feira da Rua Girassol',
    street: 'Rua Girassol',
    neighborhood: 'Vila Madalena',
    latitude: -23.5556,
    longitude: -46.6904,
    openingDays: [4],
  },
  liberdade: {
    name: 'Feira da Liberdade',
    street: 'Praça da Liberdade',
    neighborhood: 'Liberdade',
    latitude: -23.5554,
    longitude: -46.6355,
    openingDays: [0, 6],
  },
  bixiga: {
    name: 'Feira do Bixiga',
    street: 'Praça Dom Orione',
    neighborhood: 'Bela Vista',
    latitude: -23.5582,
    longitude: -46.6446,
    openingDays: [0],
  },
  mooca: {
    name: 'Feira da Rua Javari',
    street: 'Rua Javari',
    neighborhood: 'Mooca',
    latitude: -23.5545,
    longitude: -46.595,
    openingDays: [5],
  },
  santana: {
    name: 'Feira de Santana',
    street: 'Rua Voluntários da Pátria',
    neighborhood: 'Santana',
    latitude: -23.504,
    longitude: -46.626,
    openingDays: [0],
  },
} as const;

export type FeiraKey = keyof typeof FEIRAS;

export interface StoreSeed {
  slug: string;
  name: string;
  description: string;
  category: CategorySlug;
  /** Demo owner: the main seller, or the second seller (authorization tests). */
  owner: 'vendedor' | 'vendedora';
  feira: FeiraKey;
  /** House number on the feira's street, and the stall's offset from the feira's point in metres (east, north). */
  number: number;
  offset: [east: number, north: number];
  phone: string;
  whatsapp: string | null;
}

export const STORES = [
  {
    slug: 'hortifruti-dona-cida',
    name: 'Hortifrúti da Dona Cida',
    description:
      'Frutas, verduras e legumes fresquinhos, colhidos no cinturão verde de Mogi das Cruzes na véspera da feira. Há 30 anos na Guaicurus.',
    category: 'comida',
    owner: 'vendedor',
    feira: 'guaicurus',
    number: 1012,
    offset: [0, 0],
    phone: '(11) 98231-4410',
    whatsapp: '+55 11 98231-4410',
  },
  {
    slug: 'pastelaria-do-japones',
    name: 'Pastelaria do Japonês',
    description:
      'Pastel de feira crocante, frito na hora, com caldo de cana gelado. Receita da família desde 1978.',
    category: 'comida',
    owner: 'vendedor',
    feira: 'pacaembu',
    number: 40,
    offset: [12, -8],
    phone: '(11) 97412-3385',
    whatsapp: '+55 11 97412-3385',
  },
  {
    slug: 'queijos-serra-da-canastra',
    name: 'Queijos Serra da Canastra',
    description:
      'Queijos artesanais de Minas Gerais direto do produtor: canastra, meia cura, requeijão de corte, doce de leite e o pão de queijo mineiro.',
    category: 'comida',
    owner: 'vendedor',
    feira: 'guaicurus',
    number: 1040,
    offset: [35, 22],
    phone: '(11) 3862-1187',
    whatsapp: '+55 11 99120-7745',
  },
  {
    slug: 'peixaria-mar-azul',
    name: 'Peixaria Mar Azul',
    description:
      'Peixes e frutos do mar que chegam do Ceagesp de madrugada. Limpamos e cortamos na hora, do jeito que você pedir.',
    category: 'comida',
    owner: 'vendedor',
    feira: 'guaicurus',
    number: 1088,
    offset: [70, 41],
    phone: '(11) 98877-0192',
    whatsapp: '+55 11 98877-0192',
  },
  {
    slug: 'caldo-de-cana-do-ze',
    name: 'Caldo de Cana do Zé',
    description:
      'Caldo de cana moído na hora, puro ou com limão, abacaxi e maracujá. Também sucos naturais e água de coco.',
    category: 'bebida',
    owner: 'vendedor',
    feira: 'guaicurus',
    number: 1100,
    offset: [92, 55],
    phone: '(11) 96655-2301',
    whatsapp: null,
  },
  {
    slug: 'roupas-da-feira',
    name: 'Roupas da Feira',
    description: 'Moda para toda a família com preço de feira: camisetas, vestidos, bermudas e pijamas.',
    category: 'roupa',
    owner: 'vendedor',
    feira: 'guaicurus',
    number: 1130,
    offset: [118, 70],
    phone: '(11) 95543-8820',
    whatsapp: '+55 11 95543-8820',
  },
  {
    slug: 'artesanato-nordestino',
    name: 'Artesanato Nordestino',
    description:
      'Peças feitas à mão no Ceará, na Paraíba e em Pernambuco: redes, bordados, cerâmica do Alto do Moura, xilogravuras e cordéis.',
    category: 'decoracao',
    owner: 'vendedor',
    feira: 'calixto',
    number: 112,
    offset: [-15, 10],
    phone: '(11) 99310-6642',
    whatsapp: '+55 11 99310-6642',
  },
  {
    slug: 'flores-da-vila',
    name: 'Flores da Vila',
    description: 'Flores de Holambra, mudas, suculentas e vasos. Montamos buquês e arranjos na hora.',
    category: 'jardim',
    owner: 'vendedora',
    feira: 'madalena',
    number: 215,
    offset: [8, 5],
    phone: '(11) 98102-5567',
    whatsapp: '+55 11 98102-5567',
  },
  {
    slug: 'beleza-natural-da-lu',
    name: 'Beleza Natural da Lu',
    description: 'Sabonetes artesanais, óleos, cremes e maquiagem vegana. Tudo sem testes em animais.',
    category: 'beleza',
    owner: 'vendedora',
    feira: 'madalena',
    number: 231,
    offset: [30, -12],
    phone: '(11) 97788-1203',
    whatsapp: '+55 11 97788-1203',
  },
  {
    slug: 'eletronicos-do-paulao',
    name: 'Eletrônicos do Paulão',
    description:
      'Carregadores, cabos, fones, capinhas e caixinhas de som. Testamos tudo na sua frente, com garantia de 90 dias.',
    category: 'eletronico',
    owner: 'vendedor',
    feira: 'santana',
    number: 1450,
    offset: [0, 0],
    phone: '(11) 2981-4476',
    whatsapp: '+55 11 94410-2288',
  },
  {
    slug: 'utilidades-bom-preco',
    name: 'Utilidades do Lar Bom Preço',
    description:
      'Panelas, potes, panos de prato, canecas e tudo para a cozinha. Se não tiver, a gente encomenda.',
    category: 'casa',
    owner: 'vendedor',
    feira: 'santana',
    number: 1480,
    offset: [25, 18],
    phone: '(11) 99876-3340',
    whatsapp: '+55 11 99876-3340',
  },
  {
    slug: 'sebo-paginas-amarelas',
    name: 'Sebo Páginas Amarelas',
    description: 'Livros usados e raros, gibis, discos de vinil e revistas antigas. Compramos sua coleção.',
    category: 'livro',
    owner: 'vendedor',
    feira: 'bixiga',
    number: 30,
    offset: [-10, 6],
    phone: '(11) 3107-5521',
    whatsapp: '+55 11 98540-1177',
  },
  {
    slug: 'brinquedos-da-tia-ro',
    name: 'Brinquedos e Jogos da Tia Rô',
    description:
      'Jogos de tabuleiro, quebra-cabeças, brinquedos de madeira e piões. Diversão sem tela para a criançada.',
    category: 'jogo',
    owner: 'vendedor',
    feira: 'mooca',
    number: 120,
    offset: [0, 0],
    phone: '(11) 96021-7789',
    whatsapp: '+55 11 96021-7789',
  },
  {
    slug: 'esporte-total',
    name: 'Esporte Total',
    description: 'Bolas, camisas de time, meiões, raquetes e acessórios para academia. Preço de fábrica.',
    category: 'esporte',
    owner: 'vendedor',
    feira: 'mooca',
    number: 160,
    offset: [28, 14],
    phone: '(11) 95230-4418',
    whatsapp: '+55 11 95230-4418',
  },
  {
    slug: 'bijuterias-da-bela',
    name: 'Bijuterias da Bela',
    description: 'Brincos, colares, pulseiras, óculos de sol e bolsas. Novidades toda semana.',
    category: 'acessorio',
    owner: 'vendedor',
    feira: 'liberdade',
    number: 55,
    offset: [-12, 9],
    phone: '(11) 98712-6690',
    whatsapp: '+55 11 98712-6690',
  },
  {
    slug: 'bazar-do-seu-jorge',
    name: 'Bazar do Seu Jorge',
    description: 'De tudo um pouco: guarda-chuvas, pilhas, cadeados, lanternas, presentes e lembrancinhas.',
    category: 'outros',
    owner: 'vendedor',
    feira: 'liberdade',
    number: 71,
    offset: [20, -6],
    phone: '(11) 3208-9914',
    whatsapp: null,
  },
] as const satisfies readonly StoreSeed[];

export type StoreSlug = (typeof STORES)[number]['slug'];

const METRES_PER_DEGREE_LAT = 111_320;

/** Coordinates of a stall: the feira's point moved by the stall's offset (a few dozen metres along the street). */
export function storeCoordinates(store: StoreSeed): { latitude: number; longitude: number } {
  const feira = FEIRAS[store.feira];
  const [east, north] = store.offset;
  const latitude = feira.latitude + north / METRES_PER_DEGREE_LAT;
  const longitude =
    feira.longitude + east / (METRES_PER_DEGREE_LAT * Math.cos((feira.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

export function storeAddress(store: StoreSeed): string {
  const feira = FEIRAS[store.feira];
  return `${feira.street}, ${store.number} - ${feira.neighborhood}, São Paulo - SP`;
}
