/** Who is calling: a signed-in user, or nobody (null). */
export interface Actor {
  userId: string;
  displayName: string;
  isAdmin: boolean;
}
