/** Idle state of the validate screen: the 4 steps at the stall. */
export function ValidateHowTo() {
  return (
    <section className="card" aria-labelledby="validate-howto-title">
      <h2 id="validate-howto-title">Como validar</h2>
      <ol className="validate-howto">
        <li>Peça ao cliente o código de validação mostrado no celular dele.</li>
        <li>Digite o código no campo acima (letras e números, sem espaços).</li>
        <li>Toque em Validar ou pressione Enter.</li>
        <li>Confira o desconto e aplique-o na compra do cliente.</li>
      </ol>
      <p className="muted">
        Sem conexão? Os códigos sincronizados neste aparelho são validados offline e confirmados depois.
      </p>
    </section>
  );
}
