// The game wallet's one-round-trip path: a server-side function that runs a whole bet, win or rollback
// of a player who holds no active bonus (most calls) in the statement that calls it: the player's
// wallet lock, the idempotency check on the transaction id (same id and body: the first result; same id,
// other body: refused), the checks, the game_transactions row and the balanced journal entry, under the
// same row locks in id order that post-entry.ts takes. It answers 'slow' before writing anything when the
// call needs the bonus rules (an active grant, bonus money, a rolled-back bet that used bonus money), and
// game-wallet.ts then runs the full path, which stays the reference for every rule.
//
// The entry's request_hash is built here byte for byte as request-hash.ts builds it (sorted keys, lines
// sorted by account key, amounts as decimal strings, JSON.stringify's escaping, which to_json matches for
// text), so a replay through post-entry.ts compares equal; tests/server/wallet/game-call-sql.test.ts
// checks the two against each other.
//
// With p_house_later (the call runs inside a houseLast transaction, ./house-last.ts) the entry is written
// with its player line only and house:game is not touched: the answer names the entry, the house account
// and the house line's amount, which the caller queues to be posted just before its commit.
export const GAME_CALL_FUNCTION = `create or replace function wallet_game_call(
  p_kind text, p_player text, p_tx_id text, p_round_id text, p_game_code text,
  p_amount bigint, p_original_tx_id text, p_call_hash text, p_now timestamptz, p_house_later boolean
) returns jsonb language plpgsql as $$
declare
  v_player uuid := p_player::uuid;
  v_own game_transactions%rowtype;
  v_orig game_transactions%rowtype;
  v_status text;
  v_known boolean;
  v_cash bigint;
  v_bonus bigint;
  v_cash_id bigint;
  v_house_id bigint;
  v_locked_cash bigint;
  v_delta bigint;
  v_amount bigint;
  v_round text := p_round_id;
  v_game text := p_game_code;
  v_tombstone boolean := false;
  v_meta text;
  v_lines text;
  v_entry uuid;
  v_cash_after bigint;
  v_house_after bigint;
  v_player_key text := to_json('player:' || p_player || ':cash')::text;
begin
  perform pg_advisory_xact_lock(hashtextextended('player-wallet:' || p_player, 0));

  select * into v_own from game_transactions where tx_id = p_tx_id;
  if found then
    if v_own.request_hash <> p_call_hash then
      return jsonb_build_object('outcome', 'conflict', 'kind', v_own.kind);
    end if;
    select coalesce(max(balance) filter (where kind = 'cash'), 0), coalesce(max(balance) filter (where kind = 'bonus'), 0)
      into v_cash, v_bonus from ledger_accounts where player_id = v_own.player_id;
    return jsonb_build_object('outcome', 'replay', 'player', v_own.player_id, 'kind', v_own.kind,
      'tombstone', v_own.kind = 'rollback' and v_own.round_id is null,
      'amount', v_own.amount::text, 'cashAmount', v_own.cash_amount::text, 'bonusAmount', v_own.bonus_amount::text,
      'cash', v_cash::text, 'bonus', v_bonus::text);
  end if;

  select p.status::text, count(a.id) > 0,
         coalesce(max(a.balance) filter (where a.kind = 'cash'), 0), coalesce(max(a.balance) filter (where a.kind = 'bonus'), 0),
         max(a.id) filter (where a.kind = 'cash')
    into v_status, v_known, v_cash, v_bonus, v_cash_id
    from players p left join ledger_accounts a on a.player_id = p.id
   where p.id = v_player group by p.status;
  if not coalesce(v_known, false) then
    return jsonb_build_object('outcome', 'unknown');
  end if;
  if exists (select 1 from bonuses where player_id = v_player and status = 'active') then
    return jsonb_build_object('outcome', 'slow');
  end if;
  -- A player with protection settings (limits, an exclusion) bets through the full path, which checks them.
  if p_kind = 'bet' and exists (select 1 from protection_settings where player_id = v_player) then
    return jsonb_build_object('outcome', 'slow');
  end if;

  if p_kind = 'bet' or p_kind = 'win' then
    if exists (select 1 from game_transactions where kind = 'rollback' and original_tx_id = p_tx_id) then
      return jsonb_build_object('outcome', 'rolled_back', 'cash', v_cash::text, 'bonus', v_bonus::text);
    end if;
    v_amount := p_amount;
    if p_kind = 'bet' then
      if v_status <> 'active' then
        return jsonb_build_object('outcome', 'blocked', 'status', v_status, 'cash', v_cash::text, 'bonus', v_bonus::text);
      end if;
      if v_cash + v_bonus < p_amount then
        return jsonb_build_object('outcome', 'insufficient', 'cash', v_cash::text, 'bonus', v_bonus::text);
      end if;
      if v_cash < p_amount then
        return jsonb_build_object('outcome', 'slow');
      end if;
      v_delta := -p_amount;
    else
      v_delta := p_amount;
    end if;
    v_meta := '{"gameCode":' || to_json(p_game_code)::text || ',"roundId":' || to_json(p_round_id)::text
      || ',"txId":' || to_json(p_tx_id)::text || '}';
  else
    if exists (select 1 from game_transactions where kind = 'rollback' and original_tx_id = p_original_tx_id) then
      return jsonb_build_object('outcome', 'rollback_dup', 'cash', v_cash::text, 'bonus', v_bonus::text);
    end if;
    select * into v_orig from game_transactions where tx_id = p_original_tx_id;
    if not found then
      v_amount := 0;
      v_delta := 0;
      v_round := null;
      v_game := null;
      v_tombstone := true;
    else
      if v_orig.player_id <> v_player or v_orig.kind = 'rollback' then
        return jsonb_build_object('outcome', 'not_reversible', 'cash', v_cash::text, 'bonus', v_bonus::text);
      end if;
      if v_orig.bonus_amount <> 0 then
        return jsonb_build_object('outcome', 'slow');
      end if;
      v_amount := v_orig.amount;
      v_round := v_orig.round_id;
      v_game := v_orig.game_code;
      if v_orig.kind = 'bet' then
        v_delta := v_orig.amount;
      else
        if v_orig.amount > v_cash then
          return jsonb_build_object('outcome', 'spent', 'cash', v_cash::text, 'bonus', v_bonus::text);
        end if;
        v_delta := -v_orig.amount;
      end if;
      update game_transactions set rolled_back_by = p_tx_id where id = v_orig.id;
    end if;
    v_meta := '{"originalTxId":' || to_json(p_original_tx_id)::text || ',"txId":' || to_json(p_tx_id)::text || '}';
  end if;

  v_cash_after := v_cash + v_delta;
  if v_delta <> 0 then
    -- Created lazily as post-entry.ts does for ledger_post, before any row lock is taken.
    select id into v_house_id from ledger_accounts where code = 'house:game';
    if v_house_id is null then
      insert into ledger_accounts (code, kind) values ('house:game', 'house') on conflict (code) do nothing;
      select id into v_house_id from ledger_accounts where code = 'house:game';
    end if;
    if (select count(distinct currency) from ledger_accounts where id in (v_cash_id, v_house_id)) > 1 then
      raise exception 'an entry cannot mix currencies';
    end if;
    -- The player's row now, house:game (every call's hot row) only in the last statements, as post-entry.ts
    -- keeps it: its lock is held from there to the commit. Every other writer of both rows is a game entry
    -- of the same player, which holds the wallet lock first, so this order cannot deadlock with it.
    select balance into v_locked_cash from ledger_accounts where id = v_cash_id for update;
    -- A writer that does not take the wallet lock (a withdrawal hold) may have spent it meanwhile.
    if v_locked_cash + v_delta < 0 then
      return jsonb_build_object('outcome', 'insufficient', 'cash', v_locked_cash::text, 'bonus', v_bonus::text);
    end if;
    v_cash_after := v_locked_cash + v_delta;
  end if;

  insert into game_transactions (tx_id, player_id, kind, round_id, game_code, amount, cash_amount, bonus_amount,
                                 original_tx_id, request_hash, moved, cash_after, bonus_after, created_at)
  values (p_tx_id, v_player, p_kind, v_round, v_game, v_amount, v_amount, 0,
          case when p_kind = 'rollback' then p_original_tx_id end, p_call_hash, v_delta <> 0, v_cash_after, v_bonus,
          coalesce(p_now, now()));

  if v_delta <> 0 then
    -- Lines sorted by account key ('house:…' before 'player:…'), as requestHash sorts them.
    v_lines := '[{"account":"house:game","amount":"' || (-v_delta)::text || '"},{"account":' || v_player_key
      || ',"amount":"' || v_delta::text || '"}]';
    insert into journal_entries (idempotency_key, request_hash, kind, player_id, meta)
    values ('game:' || p_tx_id,
            encode(sha256(convert_to('{"kind":' || to_json(p_kind)::text || ',"lines":' || v_lines || ',"meta":' || v_meta
              || ',"playerId":' || to_json(p_player)::text || '}', 'UTF8')), 'hex'),
            p_kind, v_player, v_meta::jsonb)
    returning id into v_entry;
    update ledger_accounts set balance = balance + v_delta where id = v_cash_id;
    if p_house_later then
      -- The caller posts the house line before its commit (ledger_post_later_lines).
      insert into journal_lines (entry_id, account_id, amount, balance_after) values (v_entry, v_cash_id, v_delta, v_cash_after);
      return jsonb_build_object('outcome', 'done', 'kind', p_kind, 'tombstone', v_tombstone, 'amount', v_amount::text,
        'cashAmount', v_amount::text, 'cash', v_cash_after::text, 'bonus', v_bonus::text,
        'entry', v_entry, 'house', v_house_id, 'houseAmount', (-v_delta)::text);
    end if;
    update ledger_accounts set balance = balance - v_delta where id = v_house_id returning balance into v_house_after;
    -- The paying account's line first, as the full path orders its lines.
    if v_delta < 0 then
      insert into journal_lines (entry_id, account_id, amount, balance_after)
      values (v_entry, v_cash_id, v_delta, v_cash_after), (v_entry, v_house_id, -v_delta, v_house_after);
    else
      insert into journal_lines (entry_id, account_id, amount, balance_after)
      values (v_entry, v_house_id, -v_delta, v_house_after), (v_entry, v_cash_id, v_delta, v_cash_after);
    end if;
  end if;

  return jsonb_build_object('outcome', 'done', 'kind', p_kind, 'tombstone', v_tombstone, 'amount', v_amount::text,
    'cashAmount', v_amount::text, 'cash', v_cash_after::text, 'bonus', v_bonus::text);
end
$$`;

/** The call of the version before (no house-later flag): the same function, posting its house line at once. */
export const GAME_CALL_HOUSE_NOW = `create or replace function wallet_game_call(
  p_kind text, p_player text, p_tx_id text, p_round_id text, p_game_code text,
  p_amount bigint, p_original_tx_id text, p_call_hash text, p_now timestamptz
) returns jsonb language sql as $$
  select wallet_game_call(p_kind, p_player, p_tx_id, p_round_id, p_game_code, p_amount, p_original_tx_id, p_call_hash, p_now, false)
$$`;

/** The call of the version before that (no clock): the same function on the database's clock. */
export const GAME_CALL_WITHOUT_CLOCK = `create or replace function wallet_game_call(
  p_kind text, p_player text, p_tx_id text, p_round_id text, p_game_code text,
  p_amount bigint, p_original_tx_id text, p_call_hash text
) returns jsonb language sql as $$
  select wallet_game_call(p_kind, p_player, p_tx_id, p_round_id, p_game_code, p_amount, p_original_tx_id, p_call_hash, null::timestamptz, false)
$$`;
