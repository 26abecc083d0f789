/** Who an exchange is for and which attempt of its call it is, as the client passes it to the transport. */
export interface ExchangeCall {
  /** The account key (`default` for the modules with one account). */
  account: string;
  /** The attempt of the call, from 1. */
  attempt: number;
}
