import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/i18n/i18n';
import 'antd-mobile/es/global';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
