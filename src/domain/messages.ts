import { ERROR_CATALOGUE } from './errors';

/**
 * Every pt-BR text of spec 000 §8 (plus the form texts of §5), verbatim, in one typed catalogue.
 * Texts with parameters are functions so callers cannot get the interpolation wrong.
 */
export const messages = {
  request: {
    /** Used when the body carries no message: 'status: statusText'. */
    statusWithText: (status: number, statusText: string) => `${status}: ${statusText}`,
    htmlInsteadOfJson: (status: number) => `Erro ${status}: Resposta HTML recebida onde JSON era esperado`,
    timeout: (ms: number) => `Requisição excedeu o tempo limite de ${ms}ms`,
    network: 'Erro de conexão. Verifique sua conexão com a internet.',
    cors: 'Erro de acesso ao servidor. Verifique as configurações CORS.',
    invalidJson: 'A resposta do servidor não é um JSON válido',
    /** Architecture: pending optimistic writes are shown as waiting for the network. */
    pending: 'aguardando conexão',
    /** A write the server asked to wait for (429): kept, and sent again once the limit's window ends. */
    waitingTitle: 'Ação guardada para enviar depois',
  },
  auth: {
    sessionExpiredTitle: 'Sessão Expirada',
    sessionExpiredDescription: ERROR_CATALOGUE.UNAUTHORIZED.message,
    loginErrorTitle: 'Erro no login',
    loginErrorDefault: 'Credenciais inválidas',
    registerErrorTitle: 'Erro no cadastro',
    loginSuccess: 'Login realizado',
    registerSuccess: 'Cadastro realizado',
    logoutSuccess: 'Logout realizado',
    notificationsEnabled: 'Notificações Ativadas',
    /** Sign-out with writes not yet on the server: the user chooses to wait for them or to discard them. */
    unsentTitle: 'Alterações ainda não enviadas',
    unsentDescription: (count: number) =>
      count === 1
        ? 'Uma alteração sua ainda não chegou ao servidor. Se sair agora, ela será descartada deste aparelho.'
        : `${count} alterações suas ainda não chegaram ao servidor. Se sair agora, elas serão descartadas deste aparelho.`,
    unsentWait: 'Esperar o envio',
    unsentDiscard: 'Descartar e sair',
    unsentWaiting: 'Você continua conectado. As alterações serão enviadas assim que houver conexão.',
    /** Sign-out with writes the server refused still kept on the device for the user to review. */
    refusedTitle: 'Alterações recusadas guardadas neste aparelho',
    refusedDescription: (count: number) =>
      count === 1
        ? 'Uma alteração sua foi recusada pelo servidor e está guardada para você revisar. Se sair agora, ela será apagada deste aparelho.'
        : `${count} alterações suas foram recusadas pelo servidor e estão guardadas para você revisar. Se sair agora, elas serão apagadas deste aparelho.`,
    refusedStay: 'Ficar e revisar',
  },
  sellerCoupon: {
    notFound: 'Cupom não encontrado',
    loadError: 'Erro ao carregar cupom',
    updateError: 'Erro ao atualizar cupom',
    unknownError: 'Erro desconhecido',
    updated: 'Cupom atualizado com sucesso!',
    deleteError: 'Erro ao excluir cupom',
    deleted: 'Cupom excluído',
    toggleError: 'Erro ao alterar status do cupom',
    deleteConfirm: (code: string) => `Tem certeza que deseja excluir o cupom ${code}?`,
  },
  /**
   * Where a seller's write stands, on its record (architecture "Writes"): saved on this device and being
   * sent, waiting for the network, or refused under its title (spec 000 §8 for coupons, spec 001 §8 for
   * products; the others in the same style, docs/spec-differences.md).
   */
  sellerWrite: {
    sending: 'Salvo no aparelho — enviando…',
    queued: 'Salvo no aparelho — será enviado quando a conexão voltar',
    fix: 'Corrigir',
    discard: 'Descartar',
    couponCreateError: 'Erro ao criar cupom',
    promotionCreateError: 'Erro ao criar promoção',
    promotionUpdateError: 'Erro ao atualizar promoção',
    promotionDeleteError: 'Erro ao excluir promoção',
    storeCreateError: 'Erro ao criar loja',
    storeUpdateError: 'Erro ao atualizar loja',
    storeDeleteError: 'Erro ao excluir loja',
  },
  couponForm: {
    codeRequired: 'Código é obrigatório',
    codeTooShort: 'Código deve ter pelo menos 4 caracteres',
    descriptionRequired: 'Descrição é obrigatória',
    percentageTooLow: 'Porcentagem de desconto deve ser maior que 0',
    percentageTooHigh: 'Porcentagem não pode ser maior que 100%',
    percentageHintMax: 'Máximo 100%',
    percentageHintMin: 'Deve ser maior que 0',
    amountTooLow: 'Valor do desconto deve ser maior que 0',
    startRequired: 'Data de início é obrigatória',
    endRequired: 'Data de fim é obrigatória',
    endBeforeStart: 'Data de fim deve ser posterior à data de início',
    percentageType: 'Porcentagem',
    amountType: 'Valor Fixo',
    unlimited: 'Ilimitado',
    save: 'Salvar Alterações',
  },
  validation: {
    codeRequired: 'Código obrigatório',
    invalidCode: 'Código inválido',
    invalidOrUsedCode: 'Código inválido ou já utilizado',
    connectionRetry: 'Erro de conexão. Tente novamente.',
    validated: 'Cupom validado!',
    validateNew: 'Validar Novo Cupom',
    /** A typed code this phone never synced, with no network to ask: the QR carries what it needs. */
    unknownOffline: 'Código desconhecido neste aparelho sem conexão — escaneie o QR do cliente',
  },
  /** Why the stall refuses a scanned QR code of a redeemed coupon (its signed payload). */
  signedRedemption: {
    malformed: 'QR inválido: o conteúdo está incompleto ou corrompido',
    badSignature: 'QR inválido: assinatura não confere',
    unknownKey:
      'Este aparelho ainda não conhece a chave que assinou este QR. Conecte-se à internet para validá-lo.',
    otherStore: 'Este cupom é de outra loja',
    expired: 'QR expirado',
  },
  consumer: {
    errorTitle: 'Erro',
    wishlistAddFailed: 'Não foi possível adicionar à lista de desejos',
    wishlistRemoveFailed: 'Não foi possível remover da lista de desejos',
    reservationCancelFailed: 'Não foi possível cancelar a reserva',
    cancelledClearFailed: 'Não foi possível limpar as reservas canceladas',
    reservationErrorTitle: 'Erro na reserva',
    reservationCreateFailed: 'Não foi possível criar a reserva',
  },
  consumerCoupon: {
    fetchOneError: 'Erro ao buscar cupom específico',
    fetchListError: 'Erro ao buscar cupons disponíveis',
    notFound: 'Cupom não encontrado',
    redeemError: 'Erro ao resgatar cupom',
    loadSelectedFailed: 'Não foi possível carregar o cupom selecionado',
    loadListFailed: 'Não foi possível carregar os cupons disponíveis',
    redeemErrorTitle: 'Erro no Resgate',
    expired: 'Expirado',
  },
  other: {
    paymentConfigFailed: 'Falha ao obter configuração',
    notificationsLoadError: 'Erro ao carregar notificações',
    httpStatus: (status: number, statusText: string) => `HTTP ${status}: ${statusText}`,
    installPromptUnavailable: 'Prompt indisponível - aguarde alguns momentos e tente novamente',
  },
  success: {
    added: 'Adicionado!',
    removed: 'Removido!',
    reservationCreated: 'Reserva criada!',
    reservationCancelled: 'Reserva cancelada',
    couponRedeemed: 'Cupom Resgatado!',
    copied: 'Copiado!',
  },
  /** The shopper's location, asked only when they press a button (stores near me, proximity notices). */
  location: {
    denied:
      'Permissão de localização negada. Ative nas configurações do navegador para ver as lojas perto de você.',
    deniedForNotices: 'Permissão de localização negada. Ative nas configurações do navegador.',
    unavailable: 'Não foi possível obter sua localização agora.',
  },
  /** Titles and labels that more than one screen shows. */
  screens: {
    sellerArea: 'Área do Lojista',
    wishlist: 'Lista de desejos',
    storeNotFound: 'Loja não encontrada',
    storeLoadFailed: 'Não foi possível carregar a loja',
    storesLoadFailed: 'Não foi possível carregar as lojas',
    storeName: 'Nome da loja',
    registerStoreFirst: 'Cadastre uma loja primeiro',
    useMyLocation: 'Usar minha localização',
  },
} as const;
