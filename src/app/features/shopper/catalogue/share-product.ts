import { messages } from '../../../../domain/messages';
import { toastSuccess } from '../../../stores/toast-store';
import { copyText } from '../../../ui/copy-text';

/** Web Share where the phone has it; otherwise the link goes to the clipboard and 'Copiado!' shows. */
export async function shareProduct(product: { name: string }, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: product.name, text: `${product.name} na Feira`, url });
      return;
    } catch (error) {
      // The shopper closed the share sheet: nothing to do.
      if ((error as DOMException).name === 'AbortError') return;
    }
  }
  if (await copyText(url)) toastSuccess(messages.success.copied);
}
