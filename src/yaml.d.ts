declare module '*.yaml' {
  const value: unknown;
  export default value;
}
