import { ERROR_CATALOGUE } from '../errors';
import { PRODUCT_LIMITS } from './limits';

/** pt-BR texts of spec 001 (verbatim where the spec gives them; the rest written for Feira). */
export const productMessages = {
  invalidId: 'ID deve ser numérico ou UUID válido',
  storeIdRequired: 'ID da loja é obrigatório',
  storeIdInvalid: ERROR_CATALOGUE.INVALID_STORE_ID.message,
  nameRequired: 'Nome do produto é obrigatório',
  nameTooShort: `Nome do produto deve ter pelo menos ${PRODUCT_LIMITS.nameMin} caracteres`,
  nameTooLong: `Nome do produto deve ter no máximo ${PRODUCT_LIMITS.nameMax} caracteres`,
  nameInvalidCharacters:
    "Nome do produto pode conter apenas letras, números, espaços e - . , ! ( ) ' / % & +",
  descriptionTooLong: 'Descrição do produto deve ter no máximo 2000 caracteres',
  categoryRequired: 'Categoria do produto é obrigatória',
  categoryInvalid: 'Categoria do produto inválida',
  priceRequired: 'Preço do produto é obrigatório',
  priceNotPositive: 'Preço do produto deve ser maior que zero',
  priceTooHigh: 'Preço do produto deve ser no máximo R$ 999.999,99',
  discountNotBelowPrice: 'Preço com desconto deve ser menor que o preço do produto',
  discountPercentageRange: 'Percentual de desconto deve estar entre 0 e 100',
  moneyNegative: 'Valor monetário não pode ser negativo',
  moneyInvalid: 'Valor monetário inválido',
  currencyInvalid: 'Moeda deve ser BRL, USD ou EUR',
  stockNotInteger: 'Estoque deve ser um número inteiro',
  stockNegative: 'Estoque não pode ser negativo',
  stockTooHigh: 'Estoque deve ser no máximo 999.999 unidades',
  quantityNotPositive: 'Quantidade deve ser um número inteiro maior que zero',
  insufficientStock: 'ProductStock: estoque insuficiente',
  tooManyImages: 'Máximo de 10 imagens por produto',
  onePrimaryImage: 'Apenas uma imagem pode ser marcada como principal',
  imageUrlRequired: (position: number) => `URL da imagem ${position} é obrigatória`,
  imageUrlInvalid: (position: number) => `URL da imagem ${position} deve ser .jpg, .jpeg, .png ou .webp`,
  imageInvalid: 'Imagem deve ser uma URL .jpg, .jpeg, .png ou .webp',
  imageAltTooLong: `Descrição da foto deve ter no máximo ${PRODUCT_LIMITS.imageAltMax} caracteres`,
  duplicateName: (name: string) => `Já existe um produto com o nome "${name}" nesta loja`,
  notOwned: ERROR_CATALOGUE.PRODUCT_NOT_OWNED.message,
  atLeastOneField: 'Pelo menos um campo deve ser fornecido para atualização',
  invalidInput: ERROR_CATALOGUE.VALIDATION_ERROR.message,
  discontinuedCannotReactivate: 'Produtos descontinuados não podem ser reativados',
  discontinuedCannotDeactivate: 'Produtos descontinuados não podem ser desativados',
  highlightRequiresForSale: 'Apenas produtos disponíveis para venda podem ser destacados',
  highlightLimit: `Limite de ${PRODUCT_LIMITS.highlightsPerStoreMax} produtos em destaque por loja atingido. Remova um destaque antes de destacar outro.`,
  statusInvalid: 'Status do produto inválido',
  pageInvalid: ERROR_CATALOGUE.INVALID_PAGE.message,
  limitInvalid: `Limite deve estar entre 1 e ${PRODUCT_LIMITS.pageMax}`,
  minPriceInvalid: ERROR_CATALOGUE.INVALID_MIN_PRICE.message,
  maxPriceInvalid: ERROR_CATALOGUE.INVALID_MAX_PRICE.message,
  priceRangeInvalid: ERROR_CATALOGUE.INVALID_PRICE_RANGE.message,
  sortInvalid: 'Ordenação inválida',
  sortNeedsStore: 'Ordenar por estoque ou por última atualização só é possível nos produtos de uma loja',
  booleanInvalid: 'Valor deve ser verdadeiro ou falso',
  textInvalid: 'Texto inválido',
} as const;

/** Photos added while the upload cannot happen: kept on the device and sent with the product. */
export const productPhotoMessages = {
  pending: 'aguardando envio',
  keptOnDevice: 'Sem conexão: a foto ficou guardada neste aparelho e será enviada com o produto.',
  missing: 'Uma foto guardada neste aparelho não foi encontrada. Adicione-a novamente.',
} as const;

/** Success messages of spec 001 §8. */
export const productSuccessMessages = {
  created: 'Produto criado com sucesso',
  updated: 'Produto atualizado com sucesso',
  deleted: 'Produto excluído com sucesso',
  found: 'Produto encontrado com sucesso',
  stats: 'Estatísticas obtidas com sucesso',
  listed: (count: number) => `${count} produtos encontrados`,
} as const;
