import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <section className="page page--centered" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Página não encontrada</h1>
      <p>O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link to="/" className="button">
        Voltar para o início
      </Link>
    </section>
  );
}
