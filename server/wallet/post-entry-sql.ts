// A journal entry posted in one round trip (issue 15): the server-side function below does what
// post-entry.ts did in four statements (the key's earlier entry, the accounts' ids, their row locks in
// ascending id order, the claim with the balances and the lines), with the same order, the same locks and
// the same answers. It never raises for a caller's mistake: it answers an outcome, and post-entry.ts turns
// the refusals into the ledger's errors, having written nothing of the entry (as before).
//
// p_lines: the command's lines in order, each {code} (a house account) or {player, kind}, with amount (text,
// kuruş) and later (a house line a houseLast transaction posts just before its commit: resolved, never
// locked or moved here). Outcomes:
// - replay: the key was posted with the same request hash (also found after the locks, when a concurrent
//   twin committed while this call waited): the first result's entry, time and lines' balances after;
// - conflict: the key was posted with another hash;
// - unknown: line `index` names a player account that does not exist;
// - missing-house: house accounts the caller must create first (codes), then call again;
// - currency: the locked accounts hold more than one currency;
// - insufficient: line `index` would take a player account below zero (its balance);
// - posted: the entry, its time, the balances after of the lines posted now (ord = the line's index) and
//   every line's account id (the later lines' are queued by the caller).
// The deferred triggers (entries balanced, balances never negative) check the entry at commit, as before.
export const LEDGER_POST_FUNCTION = `create or replace function ledger_post(
  p_key text, p_hash text, p_kind text, p_player uuid, p_meta jsonb, p_lines jsonb
) returns jsonb language plpgsql as $$
declare
  v_n int := jsonb_array_length(p_lines);
  v_line jsonb;
  v_ids bigint[] := '{}';
  v_id bigint;
  v_missing text[] := '{}';
  v_lock bigint[] := '{}';
  v_currencies text[];
  v_balance bigint;
  v_is_player boolean;
  v_answer jsonb;
  v_entry uuid;
  v_created timestamptz;
  v_balances jsonb;
  i int;
begin
  v_answer := ledger_posted(p_key, p_hash);
  if v_answer is not null then return v_answer; end if;

  for i in 0 .. v_n - 1 loop
    v_line := p_lines -> i;
    if v_line ? 'code' then
      select id into v_id from ledger_accounts where code = v_line ->> 'code';
      if not found then v_missing := v_missing || (v_line ->> 'code'); end if;
    else
      select id into v_id from ledger_accounts where player_id = (v_line ->> 'player')::uuid and kind = v_line ->> 'kind';
      if not found then return jsonb_build_object('outcome', 'unknown', 'index', i); end if;
    end if;
    v_ids := v_ids || v_id;
    if not coalesce((v_line ->> 'later')::boolean, false) then v_lock := v_lock || v_id; end if;
  end loop;
  if cardinality(v_missing) > 0 then return jsonb_build_object('outcome', 'missing-house', 'codes', to_jsonb(v_missing)); end if;

  perform 1 from ledger_accounts where id = any(v_lock) order by id for update;
  -- Named in the order of the accounts' ids, as the locks were taken.
  select array_agg(c.currency order by c.first) into v_currencies
    from (select currency, min(id) as first from ledger_accounts where id = any(v_lock) group by currency) c;
  if cardinality(v_currencies) > 1 then
    return jsonb_build_object('outcome', 'currency', 'currencies', array_to_string(v_currencies, ', '));
  end if;

  for i in 0 .. v_n - 1 loop
    v_line := p_lines -> i;
    continue when coalesce((v_line ->> 'later')::boolean, false);
    select balance, player_id is not null into v_balance, v_is_player from ledger_accounts where id = v_ids[i + 1];
    if v_is_player and v_balance + (v_line ->> 'amount')::bigint < 0 then
      -- A concurrent twin of this command may have committed while we waited for the locks and spent the
      -- money itself: then this is a replay, not an overdraft.
      v_answer := ledger_posted(p_key, p_hash);
      if v_answer is not null then return v_answer; end if;
      return jsonb_build_object('outcome', 'insufficient', 'index', i, 'balance', v_balance::text);
    end if;
  end loop;

  -- One statement claims the key and, only if the claim succeeded, moves the balances and writes the
  -- lines. A concurrent transaction holding the key makes the insert wait for it and then claim nothing,
  -- so exactly one of any number of racing twins writes the entry.
  with claim as (
    insert into journal_entries (idempotency_key, request_hash, kind, player_id, meta)
    values (p_key, p_hash, p_kind, p_player, p_meta)
    on conflict (idempotency_key) do nothing
    returning id, created_at
  ),
  v (ord, account_id, delta) as (
    select (t.o - 1)::int, v_ids[t.o], (t.line ->> 'amount')::bigint
    from jsonb_array_elements(p_lines) with ordinality as t(line, o)
    where not coalesce((t.line ->> 'later')::boolean, false)
  ),
  moved as (
    update ledger_accounts as a set balance = a.balance + v.delta
    from v, claim
    where a.id = v.account_id
    returning a.id, a.balance
  ),
  written as (
    insert into journal_lines (entry_id, account_id, amount, balance_after)
    select claim.id, v.account_id, v.delta, moved.balance
    from claim, v join moved on moved.id = v.account_id
    order by v.ord
    returning id
  )
  select claim.id, claim.created_at,
         coalesce((select jsonb_agg(jsonb_build_object('ord', v.ord, 'balance', moved.balance::text) order by v.ord)
                   from v join moved on moved.id = v.account_id), '[]'::jsonb)
    into v_entry, v_created, v_balances
    from claim;
  if not found then
    v_answer := ledger_posted(p_key, p_hash);
    if v_answer is null then raise exception 'idempotency key "%" is taken but its entry is not visible', p_key; end if;
    return v_answer;
  end if;
  return jsonb_build_object('outcome', 'posted', 'entryId', v_entry::text,
    'createdMs', floor(extract(epoch from v_created) * 1000)::bigint::text,
    'balances', v_balances, 'ids', to_jsonb(v_ids));
end
$$`;

/** The first result of a posted key (replay), a conflict when its hash differs, or null when it is free. */
export const LEDGER_POSTED_FUNCTION = `create or replace function ledger_posted(p_key text, p_hash text) returns jsonb language plpgsql as $$
declare
  v_id uuid;
  v_hash text;
  v_created timestamptz;
begin
  select id, request_hash, created_at into v_id, v_hash, v_created from journal_entries where idempotency_key = p_key;
  if not found then return null; end if;
  if v_hash <> p_hash then return jsonb_build_object('outcome', 'conflict', 'entryId', v_id::text); end if;
  return jsonb_build_object('outcome', 'replay', 'entryId', v_id::text,
    'createdMs', floor(extract(epoch from v_created) * 1000)::bigint::text,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object('code', a.code, 'player', a.player_id, 'kind', a.kind, 'balance', l.balance_after::text) order by l.id)
      from journal_lines l join ledger_accounts a on a.id = l.account_id
      where l.entry_id = v_id), '[]'::jsonb));
end
$$`;
