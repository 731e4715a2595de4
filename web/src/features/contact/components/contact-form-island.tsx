import { ToastProvider } from '~/components/ui/toast';
import { ContactForm, type ContactFormProps } from './contact-form';

/** The contact form as an island: its own toasts (nothing else on public pages uses them). */
export function ContactFormIsland(props: ContactFormProps) {
  return (
    <ToastProvider>
      <ContactForm {...props} />
    </ToastProvider>
  );
}
