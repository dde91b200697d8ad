/** pt-BR texts of scanning a coupon's QR code at the stall; typing the code stays available in every case. */
export const scanTexts = {
  open: 'Ler QR code',
  close: 'Fechar câmera',
  video: 'Imagem da câmera: aponte para o QR code no celular do cliente',
  aim: 'Aponte a câmera para o QR code no celular do cliente. A leitura é automática.',
  starting: 'Abrindo a câmera…',
  notACode:
    'Este QR code não é um código de validação de cupom. Peça ao cliente o QR code do cupom resgatado.',
  denied:
    'Sem permissão para usar a câmera. Libere a câmera nas configurações do navegador ou digite o código no campo acima.',
  noCamera: 'Nenhuma câmera encontrada neste aparelho. Digite o código no campo acima.',
  busy: 'A câmera está em uso por outro aplicativo. Feche-o e tente de novo, ou digite o código no campo acima.',
  insecure: 'A câmera só pode ser usada em conexão segura (https). Digite o código no campo acima.',
  failed: 'Não foi possível abrir a câmera. Tente de novo ou digite o código no campo acima.',
} as const;
