import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prepare, registerServiceWorker, wireHttp } from './app/bootstrap.ts';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import './app/global.css';

const router = createAppRouter(queryClient);
wireHttp(router, queryClient);
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

void prepare().then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
