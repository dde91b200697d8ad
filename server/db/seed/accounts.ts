/** Every demo account shares this password; it is hashed once per seed. */
export const DEMO_PASSWORD = 'feira1234';

export type DemoAccountKey = 'cliente' | 'vendedor' | 'vendedora' | 'admin';

export interface DemoAccount {
  key: DemoAccountKey;
  role: 'shopper' | 'seller' | 'admin';
  email: string;
  password: string;
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  phone: string;
  /** Days from the seed's `now` until the seller trial ends (sellers only). */
  trialDays?: number;
}

/** The demo accounts printed in the console on first start and listed in the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'cliente',
    role: 'shopper',
    email: 'cliente@feira.dev',
    password: DEMO_PASSWORD,
    name: 'Ana Souza',
    firstName: 'Ana',
    lastName: 'Souza',
    username: 'anasouza',
    phone: '(11) 99555-1234',
  },
  {
    key: 'vendedor',
    role: 'seller',
    email: 'vendedor@feira.dev',
    password: DEMO_PASSWORD,
    name: 'Carlos Oliveira',
    firstName: 'Carlos',
    lastName: 'Oliveira',
    username: 'carlosoliveira',
    phone: '(11) 98231-4410',
    trialDays: 10,
  },
  {
    key: 'vendedora',
    role: 'seller',
    email: 'vendedora@feira.dev',
    password: DEMO_PASSWORD,
    name: 'Luciana Ferreira',
    firstName: 'Luciana',
    lastName: 'Ferreira',
    username: 'luferreira',
    phone: '(11) 97788-1203',
    trialDays: 20,
  },
  {
    key: 'admin',
    role: 'admin',
    email: 'admin@feira.dev',
    password: DEMO_PASSWORD,
    name: 'Administração Feira',
    firstName: 'Administração',
    lastName: 'Feira',
    username: 'admin',
    phone: '(11) 3000-0000',
  },
];
