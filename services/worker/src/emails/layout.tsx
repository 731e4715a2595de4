import { Body, Container, Head, Html, Preview } from '@react-email/components';
import type { ReactNode } from 'react';

const body = { backgroundColor: '#ffffff', color: '#1b2430', fontFamily: 'Arial, Helvetica, sans-serif', fontSize: '15px', lineHeight: '1.5' };

/** The frame both lead e-mails share: a preview line for the inbox list and a narrow column. */
export function EmailLayout({ preview, lang = 'en', children }: { preview: string; lang?: string; children: ReactNode }) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={{ maxWidth: '640px', padding: '16px' }}>{children}</Container>
      </Body>
    </Html>
  );
}
