/** Placeholder shell, replaced by the router and layout of the web-shell issue. */
export function App() {
  return <h1>NEPSE Backtest</h1>;
}
