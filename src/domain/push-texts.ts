import type { PushOfferKind } from './push-offer';

/** The texts of push on this device: the offers at their moments and the account's switch (issue #42). */
export const pushTexts = {
  offers: {
    'followed-store': {
      title: 'Avise-me das promoções desta loja',
      body: 'Receba no celular as novas promoções e os destaques das lojas que você segue.',
    },
    'reservation-made': {
      title: 'Avise-me quando a reserva mudar',
      body: 'Saiba no celular quando a loja concluir ou cancelar sua reserva, ou quando ela expirar.',
    },
    'seller-dashboard': {
      title: 'Receba as novas reservas no celular',
      body: 'Um aviso chega a este aparelho assim que alguém reservar um produto das suas lojas.',
    },
  } satisfies Record<PushOfferKind, { title: string; body: string }>,
  accept: 'Ativar notificações',
  decline: 'Agora não',
  declined: 'Tudo bem. Você pode ativar as notificações quando quiser em Minha conta.',

  switchTitle: 'Notificações neste aparelho',
  switchOn:
    'Ligadas: promoções das lojas que você segue e mudanças nas suas reservas chegam a este aparelho.',
  switchOff: 'Desligadas neste aparelho. Desligar aqui não muda seus outros aparelhos.',
  switchSellerNote: 'Como lojista, você também recebe aqui as novas reservas das suas lojas.',
  switchChecking: 'Verificando este aparelho…',
  switchUnconfirmed: 'Sem conexão: o servidor confirma o estado deste aparelho quando a conexão voltar.',
  serverForgot: 'O servidor não tem mais a inscrição deste aparelho. Ligue de novo para voltar a receber.',
  turnedOff: 'Notificações desativadas neste aparelho',
  unsupported:
    'Este navegador não recebe notificações push. No iPhone, adicione o Feira à tela de início e abra por lá.',
  blockedTitle: 'As notificações estão bloqueadas neste navegador',
  blockedChrome:
    'No Chrome para Android: toque no cadeado ao lado do endereço, depois em Permissões, Notificações, e escolha Permitir.',
  blockedOther:
    'Em outros navegadores: abra as configurações do site (o ícone ao lado do endereço) e permita as notificações.',
  blockedRecheck: 'Já liberei',
} as const;
