import { ToastProvider } from '~/components/ui/toast';
import { islandTranslator } from '~/i18n/island-translator';
import { ContactForm, type ContactFormProps } from './contact-form';

/** The contact form as an island: its own toasts (nothing else on public pages uses them), closed in the page's language. */
export function ContactFormIsland(props: ContactFormProps) {
  return (
    <ToastProvider dismissLabel={islandTranslator(props.locale, props.messages)('dismiss')}>
      <ContactForm {...props} />
    </ToastProvider>
  );
}
