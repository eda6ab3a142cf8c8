// Package protocol is what two pages say to each other in an online game,
// and the state of that game on one side: a [Match]. It checks everything
// the other side sends exactly as a local click is checked — with the
// ruleset — and applies nothing it refuses. It is pure Go and synchronous:
// no network, no clocks, no goroutines; random bytes come from a reader
// passed in. The UI calls it from its update loop and hands the messages
// it returns to the data channel (net/session), or shows move codes.
//
// # Messages
//
// A [Message] is JSON with a protocol version "v" and a kind; [Decode]
// refuses data over [MaxMessage] bytes before reading it, another version,
// unknown fields, and fields missing, malformed or over their limits, each
// with a [*Refusal] naming the [Problem] and saying it in plain words.
// Sequence numbers count the steps of the record: a step's Seq is its
// number (1 for the first), and a hash is the ruleset's position hash
// after that many steps, as 16 hex digits ([HashText]).
//
// # Flow
//
//	host                                          guest
//	Host(cfg), Start()   hello, [coin-commit] ──▶  Join(), Receive: adopts the game
//	                 ◀── hello, [coin-commit], [coin-reveal]
//	Receive              [coin-reveal]        ──▶  both check the nonces: Seated
//	Local(step)          step{seq,step,hash}  ──▶  Receive: next seq? the sender's
//	                                               seat? legal? same hash? → apply
//	                 ◀── ack{seq,hash}             (or reject{seq,code,text}: nothing
//	                                               applied, both sides told)
//
// The hello carries the app version, the game, its options as given, the
// record (compactly, see steps.go), the seats the sender plays and how they
// were settled. With [Config].Coin a commit-reveal coin flip decides
// whether the sides swap the host's proposed seats (coin.go). Both sides
// say hello again after every reconnection ([Match.Start]); when one
// record extends the other, the longer one is checked step by step with
// the rules and adopted, so no step is lost, and either side may host;
// records that differ are reported and nothing is overwritten (hello.go).
// [Match.Save] and [Restore] keep a match in the browser across reloads.
//
// Resignation, draw offers, takeback by consent (both sides take back only
// once the other agrees), rematch (same game and options, seats swapped)
// and chat are messages too (offers.go).
//
// # Sealed orders (Source of Power)
//
//	side A (player 1)                             side B (player 2)
//	Local(...), Local("end")  orders-commit ──▶   held
//	                      ◀── orders-commit, orders-reveal   Local(..."end")
//	checks B's reveal; reveals its own
//	                          orders-reveal ──▶   checks A's reveal
//	both append player 1's orders, then 2's: the turn resolves; ack{seq,hash}
//
// Orders being entered stay on their side ([Match.Position] shows them
// there); "end" seals them with a commitment SHA-256(salt, steps). Reveals
// come only once every seat is committed, so no one can wait and react,
// and a reveal that does not match its commitment is refused (orders.go).
//
// # The hub and its guests
//
// The page hosts every online game, of 2 to 6 devices, as a [Hub]: the
// host's page is the hub of a star, with a two-sided Match on its link
// with each guest, in which it speaks for every seat that guest does not
// play. With one guest a coin flip may settle the seats
// ([HubConfig].Coin), and the game may go by move codes from the start
// ([HubConfig].Codes); the draw, the takeback and the rematch are polls
// of every device (hubagree.go), with one guest a vote of one. [HubOf]
// makes a hub of a host's Match kept by a page of an earlier version. A guest's step is checked on its link, then played on the others
// as the hub's, and checked again by each guest; sealed orders are passed
// on as commitments first, and revealed only once every seat is committed
// (hub.go, huborders.go, relay.go). A guest is an ordinary [Join]ed Match:
// it cannot tell a hub from a friend's page. The hub and every match keep
// the game in the same gameState (state.go): the ruleset, the record, its
// position and hashes, and an end by resignation or agreement.
//
// # Correspondence
//
// With [Correspondence] the same checks run on move codes: [Match.MoveCode]
// writes what the other side has not seen (new steps, or commitments and
// reveals, and the position hash) as a short base64url code with a
// checksum; [Match.ApplyCode] applies one all or nothing, and [JoinCode]
// starts the guest's side from the host's first code (code.go). An online
// match goes on by move codes at any time with [Match.ToCodes]: its first
// code carries what the other side never acknowledged, so a connection
// that drops for good loses nothing.
package protocol
