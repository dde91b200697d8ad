import { ERROR_CATALOGUE } from '../errors';
import { formatDateTime } from '../format';
import { sellerMessages } from './seller';

/**
 * pt-BR texts the API answers with that belong to no single area: access, request decoding, throttling and
 * the generic refusals. Area texts live beside their schemas (sellerMessages, accountMessages, …).
 */
export const apiMessages = {
  sessionRequired: 'Sessão expirada ou inválida. Faça login novamente.',
  authenticationRequired: 'Autenticação necessária',
  forbidden: ERROR_CATALOGUE.FORBIDDEN.message,
  notFound: ERROR_CATALOGUE.NOT_FOUND.message,
  invalidOrigin: 'Origem da requisição não permitida',
  invalidJsonBody: 'O corpo da requisição não é um JSON válido',
  bodyTooLarge: 'O corpo da requisição é grande demais',
  unsupportedMediaType: 'Tipo de conteúdo não suportado',
  tooManyRequests: 'Muitas requisições. Aguarde um momento e tente novamente.',
  invalidRequest: 'Requisição inválida',
  userNotFound: 'Usuário não encontrado',
  passwordChangedElsewhere: 'A senha foi alterada em outra sessão. Tente novamente.',
  categoryNotFound: 'Categoria não encontrada',
  storeNotFound: sellerMessages.storeNotFound,
  productNotFound: ERROR_CATALOGUE.PRODUCT_NOT_FOUND.message,
  validationError: ERROR_CATALOGUE.VALIDATION_ERROR.message,
  /** The realtime socket's force-logout reason (another device signed out, or the password changed). */
  sessionEnded: 'Sessão encerrada',
} as const;

/** Idempotency-Key refusals; the key length is a parameter so the text follows the limit. */
export const idempotencyMessages = {
  reused: 'Esta chave de idempotência já foi usada com outra requisição',
  tooLong: (maxLength: number) => `A chave de idempotência deve ter no máximo ${maxLength} caracteres`,
  inProgress: 'Esta requisição ainda está sendo processada. Tente novamente em instantes.',
} as const;

/** Image uploads (POST /api/uploads). */
export const uploadMessages = {
  fileRequired: 'Envie uma imagem no campo "file"',
  unsupportedType: 'Formato de imagem não suportado. Envie JPEG, PNG ou WebP.',
  tooLarge: (maxBytes: number) => `A imagem deve ter no máximo ${maxBytes / (1024 * 1024)} MB`,
  oneFile: 'Envie apenas uma imagem por vez',
  tooManyPixels: (maxPixels: number) =>
    `A imagem tem resolução grande demais (máximo de ${maxPixels / 1_000_000} megapixels). Reduza-a e envie de novo.`,
  unreadable: 'Não foi possível ler a imagem: o arquivo parece corrompido. Envie outra foto.',
} as const;

const inMinutes = (minutes: number) => `em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;

/**
 * The 429 texts of the limits on repeatable writes (server/http/write-limits.ts); `minutes` is how long until
 * the window ends. They say what was refused, so a queued action that meets one tells the user why it waits.
 */
export const limitMessages = {
  reservations: (minutes: number) =>
    `Você fez muitas reservas em pouco tempo. Tente novamente ${inMinutes(minutes)}.`,
  passwordChange: (minutes: number) =>
    `Muitas tentativas de troca de senha. Tente novamente ${inMinutes(minutes)}.`,
  uploads: (minutes: number) =>
    `Muitas imagens enviadas em pouco tempo. Tente novamente ${inMinutes(minutes)}.`,
  searchTrack: (minutes: number) =>
    `Muitas buscas registradas a partir deste endereço. Tente novamente ${inMinutes(minutes)}.`,
  realtimeTickets: (minutes: number) =>
    `Muitas conexões em tempo real em pouco tempo. Tente novamente ${inMinutes(minutes)}.`,
  pushSubscriptions: (minutes: number) =>
    `Muitos aparelhos inscritos para notificações em pouco tempo. Tente novamente ${inMinutes(minutes)}.`,
  couponRedemptions: (minutes: number) =>
    `Você resgatou muitos cupons em pouco tempo. Tente novamente ${inMinutes(minutes)}.`,
  /** The close reason of a socket over the per-user cap (a WebSocket close reason fits in 123 bytes). */
  tooManySockets: 'Muitas conexões abertas nesta conta',
} as const;

/** Texts of the seller's validation of codes at the stall (online and reconciled from offline). */
export const validationMessages = {
  rateLimited: 'Muitas tentativas de validação. Aguarde um minuto e tente novamente.',
  /** A conflict, with who won and whether it was this device (a resent validation) or another one. */
  usedAtBy: (validatedAt: Date, by: string | null, otherDevice: boolean) =>
    `Código já utilizado em ${formatDateTime(validatedAt)}${by ? ` por ${by}` : ''}, ${otherDevice ? 'em outro aparelho' : 'neste aparelho'}`,
} as const;

/** The widest radius of the public store list (GET /api/stores?lat&lng&radius), in metres. */
export const STORE_SEARCH_RADIUS_MAX_METERS = 100_000;

/** The public store list's location query. */
export const storeSearchMessages = {
  radiusNotPositive: 'O raio deve ser maior que zero',
  radiusTooLarge: `O raio deve ser no máximo ${STORE_SEARCH_RADIUS_MAX_METERS / 1000} km`,
  coordinatesTogether: 'Informe latitude e longitude juntas',
} as const;
