// generated, do not edit: TypeScript types from openapi/openapi.yaml by scripts/gen-api.ts (npm run gen:api).

export interface paths {
    "/cms/grouped": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Bootstrap data
         * @description Everything the app needs at start-up, in the request's language; stored locally by the app.
         */
        get: operations["getBootstrap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/page/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description Content page id (footer links, About Us is 3). */
                id: number;
            };
            cookie?: never;
        };
        /**
         * Content page
         * @description One content page in the request's language.
         */
        get: operations["getContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/csp-report": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Content-Security-Policy violation report
         * @description Where browsers send the violations of our Content-Security-Policy (its `report-uri`): as `application/csp-report` (or `application/json`, as older browsers do) or, from the Reporting API, as `application/reports+json`. Each violation is logged at warn level with its addresses cut before the query, and never stored. Reports are limited per client address (429 over the limit).
         */
        post: operations["reportCspViolation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/pages": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Content pages
         * @description Every published content page (titles only) for the Contents screen.
         */
        get: operations["listContentPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/promotions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Promotions
         * @description Active promotions in the request's language, each only inside its schedule (checked at the request's instant).
         */
        get: operations["listPromotions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/promotions/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description Promotion id. */
                id: number;
            };
            cookie?: never;
        };
        /**
         * One promotion
         * @description One active promotion in the request's language. A disabled one, or one outside its schedule at the request's instant, answers 404 "not found" in the request's language, as an unknown id does.
         */
        get: operations["getPromotion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Checks the credentials and opens a session. Wrong credentials answer 400 with a message.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/form": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Registration form data
         * @description The lists the sign-up form needs (countries). Failures are silent in the app.
         */
        get: operations["getRegistrationForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register
         * @description Creates the account (full or fast form) and logs the player in at once. The server also
         *     checks what a schema cannot: a free username, e-mail and phone, a real birth date of a
         *     player aged 18 or more, an existing country and currency, a valid referral id.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Log out
         * @description Revokes the session of the bearer token. The app ignores the answer.
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/keepalive": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the session alive
         * @description Restarts the session's idle timer ("stay signed in" in the app's expiry warning) and answers when the session now ends: the idle timeout from now, never later than the session's absolute lifetime. A session already ended answers 401.
         */
        post: operations["keepAlive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sendresetpassword": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password recovery, step 1: send a reset code
         * @description E-mails a reset code (6 digits, valid 10 minutes, void after 5 wrong tries) to the address
         *     of the account. Answers the same whether or not the username exists.
         */
        post: operations["sendResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/checkresetcode": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Password recovery, step 2: check the reset code */
        post: operations["checkResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/changepasswordwithcode": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password recovery, step 3: set a new password
         * @description Sets the new password when the code is still valid; the code is then spent.
         */
        post: operations["changePasswordWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/balance": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Wallet balance
         * @description Requested at start, then every 3000 ms while logged in.
         */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/updatephone": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phone verification
         * @description Step 1 sends a 6-digit SMS code to the phone (a number no other player has); step 2 checks
         *     the code and only then stores that phone as the player's, verified (until then the account
         *     keeps its current phone). A code is valid 10 minutes and void after 5 wrong tries; a new
         *     code may be requested 60 s after the last (429 with the seconds left before that).
         */
        post: operations["updatePhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/changepassword": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change password
         * @description Needs the current password; the new one must differ from it.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/notification": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Notifications
         * @description The player's notifications, newest first (the app asks skip 0, take 100).
         */
        post: operations["listNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/readnotification": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read
         * @description Ids that are not the player's are ignored.
         */
        post: operations["readNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/profile": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Personal information
         * @description What the account screen shows.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protection/limits": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The player's protection settings
         * @description Deposit, loss and wager limits per day, week and month (calendar windows in Europe/Istanbul time) with what is used and left and when each resets, a pending increase with the time it can be confirmed, the session time limit, the reality check interval and any time-out or self-exclusion.
         */
        get: operations["getPlayerLimits"];
        put?: never;
        /**
         * Set, lower, raise or remove a limit
         * @description `amount` is TRY (minutes for a session limit); null removes the limit. A new or lower limit applies at once; a higher one or a removal waits the operator's cooling-off (24 hours by default), then needs the player's confirmation (confirmPlayerLimit) within 7 days, or lapses.
         */
        post: operations["setPlayerLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protection/limits/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a limit increase after its cooling-off
         * @description Applies a pending increase or removal whose cooling-off has passed; 400 before that or once it lapsed.
         */
        post: operations["confirmPlayerLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protection/marketing": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the player receives promotional messages
         * @description `allowed` is false once the player opted out or took any time-out or self-exclusion (marketing stays stopped after an exclusion ends until the player opts back in). `excludedUntil` is set while an exclusion is in force (opting in is refused then); `permanentlyExcluded` for a permanent one.
         */
        get: operations["getMarketingConsent"];
        put?: never;
        /**
         * Opt out of or back in to promotional messages
         * @description Opting out applies at once: messages to every player skip the player from then on. Opting back in is refused (409) while a time-out or self-exclusion is in force. Each change is recorded in the player's protection history and the audit log.
         */
        post: operations["setMarketingConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protection/reality-check": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * This session's play, for the reality check
         * @description When the session began, the interval chosen, and the stakes and net result (winnings less stakes, pending sports stakes counted as lost) since the session began.
         */
        get: operations["getRealityCheck"];
        put?: never;
        /**
         * Choose the reality check interval
         * @description Off (0), 15, 30 or 60 minutes.
         */
        post: operations["setRealityCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protection/time-out": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a time-out
         * @description At once and without cooling-off: ends every session and hub connection, forfeits active bonuses, stops marketing messages; login is refused until the time-out ends.
         */
        post: operations["startTimeOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protection/self-exclusion": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exclude oneself
         * @description As a time-out, for 6 months to permanently. The balance can still be withdrawn through support; lifting it early is an operator action with a reason and a second operator's approval.
         */
        post: operations["selfExclude"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protection/close-account": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the account
         * @description Refused while the player holds money or a withdrawal is pending (the balance is paid out first); then closes the account and ends every session.
         */
        post: operations["closeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protection/statement": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activity statement
         * @description Deposits, withdrawals, stakes, winnings and the net result between two dates (Europe/Istanbul days, both included).
         */
        post: operations["getActivityStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/protection": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A player's limits and exclusions with their history
         * @description The limits as the player sees them, every time-out and self-exclusion (lifted ones too), and the history of changes, newest first. Needs the permission `players:read`.
         */
        get: operations["opsGetPlayerProtection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/protection/lift": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose lifting a time-out or self-exclusion early
         * @description Records a proposal with a reason; a second operator approves it through the approvals queue (four-eyes). On approval the exclusion ends after a 24-hour cooling-off. Needs the permission `protection:lift`.
         */
        post: operations["opsProposeExclusionLift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/updateprofile": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update personal information
         * @description Changes what a player may change alone: the e-mail address. Identity data (name, surname,
         *     TC No, birth date) is fixed after registration for the licence's identity checks; the
         *     phone changes through phone verification and the password through change password.
         */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/financialactivities": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Financial activities
         * @description Deposits and withdrawals, newest first, filtered by type, status and date.
         */
        post: operations["listFinancialActivities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/gamehistory": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Game history
         * @description The player's game rounds (bet, win, balance before and after), newest first, optionally filtered by game, type and date.
         */
        post: operations["listGameHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/sessionhistory": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Session history
         * @description The player's sessions, newest first, with the current one marked.
         */
        post: operations["listSessionHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/endsession": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a session
         * @description Revokes one of the player's other sessions (to end the current one, log out).
         */
        post: operations["endSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonus/definetrialbonus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Claim the trial bonus
         * @description Grants the site's trial (welcome) bonus once per player whose phone is verified, as bonus
         *     money with wagering. Failures are silent in the app.
         */
        get: operations["defineTrialBonus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonus/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Bonuses
         * @description The player's bonuses with wagering progress and expiry, and whether the trial bonus can be claimed.
         */
        get: operations["listBonuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonus/offers": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Bonus offers
         * @description The bonus campaigns open now (deposit bonuses, cashback), each with what it gives, its terms and, for a player, where the player stands with it (may join, joined, cashback to claim, used). Guests see every open offer as one to join (the app asks them to log in first).
         */
        get: operations["listBonusOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonus/offers/claim": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join or claim a bonus offer
         * @description Joins a campaign (a deposit bonus then applies to the next qualifying deposit; a cashback starts counting net casino losses), or for a joined cashback pays what is due for the period. Answers the offer as it stands after, with a message saying what happened.
         */
        post: operations["claimBonusOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/methods": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment methods
         * @description The deposit or withdraw methods offered on the dashboard.
         */
        post: operations["listPaymentMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/detail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment form fields
         * @description The fields of a method's deposit or withdraw form. An empty list means 'No data found'.
         */
        post: operations["getPaymentDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/deposit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit
         * @description Starts a deposit with a method's filled form. The server validates `detail` against the
         *     method's field descriptors (every field required, numbers for Int, Long and Decimal, an
         *     option id for Dropdown, amount limits). A player may have at most 10 unpaid card (payment
         *     page) deposits open (400 beyond) and start at most 5 per minute (429 beyond).
         */
        post: operations["deposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/withdraw": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw
         * @description Requests a withdrawal; the amount is held from the cash balance until the request is settled.
         */
        post: operations["withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/kyc/documents": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The player's identity documents
         * @description Every document the player uploaded, newest first, with its review status and, when rejected, the reason.
         */
        get: operations["listKycDocuments"];
        put?: never;
        /**
         * Upload an identity document
         * @description Uploads one document (an identity card's or passport's front or back, or a proof of address) as
         *     the raw bytes of the file with its media type: JPEG, PNG, WebP or PDF, at most 10 MB. The type
         *     is checked from the file's content, not its name or header. The document waits as pending for
         *     a compliance operator's review; it is never served publicly.
         */
        post: operations["uploadKycDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/kyc/verification": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The player's verification status
         * @description The player's verification tier, what each tier still needs, and what the tier allows for withdrawals.
         */
        get: operations["getKycVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/cancelwithdrawal": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a withdrawal
         * @description Cancels one of the player's own pending withdrawals; the held amount returns to the cash
         *     balance. A withdrawal an operator already settled cannot be cancelled.
         */
        post: operations["cancelWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/canceldeposit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an unpaid card deposit
         * @description Abandons one of the player's own card deposits whose payment page was not paid yet (Created):
         *     it becomes Cancelled and no money moves. Repeating it answers the cancelled deposit again. A
         *     deposit that is paid, declined or a bank transfer cannot be cancelled (409). Should the gateway
         *     still approve the payment afterwards, the deposit is credited (docs/payments.md).
         */
        post: operations["cancelDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/webhook/{gateway}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The gateway's signature of the raw request body. The demo gateway sends
                 *     `sha256=<hex HMAC-SHA256 of the body>` keyed with the shared webhook secret.
                 */
                "x-signature"?: string;
            };
            path: {
                /** @description Code of the payment gateway adapter that sends the notification (`demo`). */
                gateway: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment gateway notification
         * @description Called by a payment gateway (server to server) when a payment it hosted is approved or
         *     declined. The signature over the raw body is verified before anything else; a valid
         *     notification is idempotent on the payment reference, so redeliveries credit nothing twice.
         *     Each gateway adapter adds its notification body as a branch of the request schema.
         *     Refusals (a bad signature, an unknown gateway) are counted in the `payment.webhook.refused`
         *     metric, not stored one by one; after 20 from one address in 10 minutes that address is
         *     answered 429.
         */
        post: operations["paymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/games": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Game search
         * @description Games whose name matches the search term. Failures are silent in the app (an empty result).
         */
        post: operations["searchGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/categorygames": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Games of casino categories */
        post: operations["getCategoryGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/favorites": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Favourite games
         * @description The player's favourite games, most recently added first.
         */
        get: operations["listFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/togglefavorite": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Toggle a favourite
         * @description Adds the game to the favourites, or removes it when it is one already.
         */
        post: operations["toggleFavorite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/jackpotcards": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /** Amusnet jackpot feed */
        get: operations["getJackpotCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/egtjackpot": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * EGT jackpot feed
         * @description Every EGT jackpot instance; the app keeps Bell Link and VIP Bell Link.
         */
        get: operations["getEgtJackpot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/pragmaticjackpotfeed": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /** Pragmatic Play jackpot feed */
        get: operations["getPragmaticJackpotFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/eqyptquest": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Egypt Quest (Amusnet) jackpot feed
         * @description The path keeps its historical spelling. The app ignores the value when currentLevelI is 14000.
         */
        get: operations["getEgyptQuestJackpot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/pragmaticlaunchurl": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Launch a Pragmatic Play game */
        post: operations["getPragmaticLaunchUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/dtlaunchurl": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Launch a Digitain game */
        post: operations["getDigitainLaunchUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/emlaunchurl": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Launch an EveryMatrix game */
        post: operations["getEveryMatrixLaunchUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/amusnetlaunchurl": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Launch an Amusnet game */
        post: operations["getAmusnetLaunchUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/egtlaunchurl": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launch an EGT Digital game
         * @description A failure closes the play modal in the app.
         */
        post: operations["getEgtLaunchUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/hub88launchurl": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launch a Hub88 game
         * @description A failure closes the play modal in the app.
         */
        post: operations["getHub88LaunchUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/studiolaunchurl": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launch a game of our own studio
         * @description Answers the absolute URL of the game's page on this site (`/studio/{gameCode}`) with a fresh launch token bound to the player, the game and the login session. A failure closes the play modal.
         */
        post: operations["getStudioLaunchUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casino/softgamingslaunchurl": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launch a SoftGamings game
         * @description Answers an HTML fragment with an embedded script that the app injects into the page. A failure closes the play modal.
         */
        post: operations["getSoftGamingsLaunchHtml"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/session": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open or resume a studio game session
         * @description Called by the studio game page on load with its launch token. Completes or rolls back the player's interrupted rounds of this game first (a blackjack hand left mid-play is finished by standing; a round whose payout never landed is paid), then answers the balance, the fairness commitment (server seed hash, client seed, next nonce), the game's bet limits and the round still in play (blackjack), if any. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["getStudioSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/seeds/rotate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the player's seed pair
         * @description Reveals the current server seed (every round played with it becomes verifiable), commits a new server seed by its SHA-256 hash and starts the nonce at 0 again; the client seed is replaced when one is given. Refused while a blackjack hand is in play. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["rotateStudioSeeds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/slot/spin": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spin a studio slot
         * @description Plays one paid spin (and every free spin or hold-and-win respin it awards) of the launched slot (studio-slot, studio-bosphorus or studio-bazaar: the outcome's `game` says which). The stake and the win go through the game wallet; the same requestId answers the same round again without moving money twice. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["spinStudioSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/roulette/spin": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spin the European roulette
         * @description Places every bet of the spin as one stake, draws the pocket and pays the winning bets. Idempotent on requestId. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["spinStudioRoulette"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/blackjack/deal": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deal a blackjack hand
         * @description Takes the bet and deals a new hand (refused while another hand of the player is in play). A natural or a dealer blackjack settles at once. Idempotent on requestId. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["dealStudioBlackjack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/blackjack/action": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play a blackjack decision
         * @description Applies hit, stand, double, split, insurance or no-insurance to the hand in play; double, split and insurance take their extra stake first. `step` is the number of decisions already made in the round: a retried call with the same step answers the same state, an out-of-date step is refused. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["actStudioBlackjack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/tombala/state": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A tombala room's current game
         * @description The rooms, and for the chosen room (the first when none is named) its current game every player sees: the sales countdown, the balls drawn so far, the prizes with their winning tickets once their ball was drawn, the seed's hash (the seed once the game finished), the player's tickets and the room's last games. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["getStudioTombalaState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/tombala/buy": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy tickets for a tombala room's next draw
         * @description Buys `count` tickets of the room's game that is selling, at the room's price, through the game wallet; refused once sales closed or beyond the room's limit per player. Idempotent on requestId. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["buyStudioTombalaTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/keno/draw": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keno's current draw, the player's bets and the last results
         * @description The draw of the timetable running now, as every viewer sees it: its times, the hash of its seed (shown before bets close), once bets closed its 20 balls each with the moment it is shown, and once every bet was paid its seed. Also the player's bets of this draw and the one before, the last results, the paytable and the balance. Authenticated by the game's launch token (`token`).
         */
        post: operations["getStudioKenoDraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/keno/bet": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bet on keno's draw open for bets
         * @description One bet on the named draw while it takes bets: 1 to 8 numbers of 1 to 80 (spots), the colour of the first ball, or the total of the 20 balls over or under 810; the stake goes through the game wallet (player protection's limits apply). Refused once the draw's bets closed. Idempotent on requestId. Authenticated by the game's launch token (`token`).
         */
        post: operations["placeStudioKenoBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/keno/results": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keno's last draws with their balls and revealed seeds
         * @description The last finished draws, newest first: the balls, the total, the first ball's colour, the seed, its hash and the salt (anyone recomputes the balls from them). Authenticated by the game's launch token (`token`).
         */
        post: operations["listStudioKenoResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/live-roulette/spin": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The automated roulette table's current spin, the player's bets and the last results
         * @description The spin of the table's timetable running now, as every viewer sees it: its times, the hash of its seed (shown before bets close), once bets closed the pocket the wheel lands on at resultAt, and once every bet was paid its seed. Also the player's bets of this spin and the one before, the last results, the balance and the limits. The table is automated (a scheduled wheel, no human dealer). Authenticated by the game's launch token (`token`).
         */
        post: operations["getStudioLiveRouletteSpin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/live-roulette/bet": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place chips on the automated roulette table's spin open for bets
         * @description The chips of one placement on the named spin while it takes bets (the single-player roulette's bets and payouts), staked together through the game wallet (player protection's limits apply); a player may place several times per spin. Refused once the spin's bets closed. Idempotent on requestId. Authenticated by the game's launch token (`token`).
         */
        post: operations["placeStudioLiveRouletteBets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/crash/state": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The current crash round
         * @description The shared crash round every player sees (phase, start time, multiplier, the hash chain commitment, the revealed seed once it crashed), the last crash points and the player's own bet in it. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["getStudioCrashState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/crash/bet": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bet on the next crash round
         * @description Places a bet on the round that is taking bets, optionally with an automatic cash-out multiplier. Idempotent on requestId. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["betStudioCrash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/crash/cashout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cash out of the running crash round
         * @description Cashes the player's bet out at the multiplier the round shows when the server receives the call; refused once the round crashed. A second call answers the same cash-out. Authenticated by the game's launch token (`token`), not by a player session.
         */
        post: operations["cashOutStudioCrash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/rounds/get": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A past studio round in full
         * @description One round of the logged-in player: stakes, payouts, balances, the complete outcome (reels, pocket, cards, crash point) and its seeds; the server seed is shown once the pair was rotated.
         */
        post: operations["getStudioRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/rounds/verify": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a studio round
         * @description Recomputes a round from a revealed server seed, the client seed and the nonce: either a round of the player (by roundId, after its seed pair was rotated) or any inputs the player types in. Checks the commitment (SHA-256 of the server seed, or for crash the previous seed of the chain) and replays the game. Typed-in inputs need no session (guests may verify); without stakes a nominal ₺1 stake is used, the outcome itself not depending on the stake. A roundId needs the player's session.
         */
        post: operations["verifyStudioRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/tree": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The sports tree with event counts
         * @description Sport → category (a country, or "International") → league, each with the number of events open for betting and of those playing now. Only nodes with at least one open event are listed; names are in the request's language.
         */
        get: operations["getSportsTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/highlights": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Popular and starting-soon events
         * @description The front page of the book: the most popular events open for betting (by the number of bets placed, then by the league's rank) and the events starting soonest, each with its main market.
         */
        get: operations["getSportsHighlights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/search": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Search events by team or league
         * @description Events open for betting whose team or league name contains the term, and the leagues whose name contains it. Turkish-aware and accent-insensitive like the game search ("fenerbahce" finds "Fenerbahçe", "ISTANBUL" finds "İstanbul").
         */
        get: operations["searchSports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/events": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Events by sport, league, live flag and starting window
         * @description Events open for betting (scheduled or playing), by start time then league, each with its main market (1X2 for football, money line for basketball and tennis) and its number of markets. Outrights (a league's winner) are listed with `kind: outright` and their market as the main one.
         */
        get: operations["listSportsEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/events/{eventId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        /**
         * One event with its markets and outcomes, grouped
         * @description The event (teams, start, status, score, clock) and every market with its outcomes, in groups (main, goals, handicap, halves, score, …) in display order. Settled and cancelled markets stay listed with their results once the event ended. Carries the fairness commitment (the hash of the event's server seed).
         */
        get: operations["getSportsEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/events/{eventId}/verify": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        /**
         * A simulated event's seeds and result, for verification
         * @description For an event of our built-in feed: the SHA-256 commitment of its server seed (published before the first bet), its public client seed and goal rates, and, once settled, the revealed server seed, the result the simulator drew from them and whether recomputing it matches (docs/sportsbook.md gives the algorithm, so anyone can run it). Events of other feeds answer with `provablyFair: false`.
         */
        get: operations["verifySportsEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The player's sportsbook settings and the book's limits
         * @description The odds format and the odds-change setting kept with the player's profile, and the operator's limits the bet slip checks as the player types (minimum and maximum stake, maximum payout per bet, most selections, system sizes). A guest gets the defaults (decimal, accept none) and the same limits.
         */
        get: operations["getSportsSettings"];
        put?: never;
        /**
         * Change the player's odds format or odds-change setting
         * @description Keeps the given fields with the player's profile; answers the settings as getSportsSettings does.
         */
        post: operations["updateSportsSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/bets": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The player's bets, open or settled
         * @description The logged-in player's sports bets, newest first: `open` (not settled yet) or `settled` (won, lost, void, cancelled), optionally only those placed in a date window; each with its legs.
         */
        get: operations["listMyBets"];
        put?: never;
        /**
         * Place the bet slip's bets
         * @description Places every bet of the slip in one atomic step, or none: each selection's market must still be
         *     active and its outcome open; each price is compared with the one the player saw (`odds`) under
         *     `oddsChange` (`none`: any difference refuses, `higher`: only a better current price is taken,
         *     `any`: the current price is taken); limits are checked (stake per line, payout per bet, the
         *     operator's liability per outcome); two outcomes of one event cannot be in one accumulator or
         *     system bet; the total stake leaves the player's cash (then bonus, where the operator allows) for
         *     the bets account through the ledger. Bets are stored at the accepted prices.
         *
         *     `stake` is the stake of each line: a single or accumulator has one line, a system bet as many as
         *     its combinations (`2/3` = 3 doubles; Trixie 4, Patent 7, Yankee 11, Lucky 15 15, …), so its total
         *     is stake × lines.
         *
         *     A refused slip because a price moved or a selection closed is not an error: it answers 200 with
         *     `accepted: false`, the reason and the current state of every selection that changed, so the slip
         *     can show its "odds changed" step. Insufficient balance and limit breaches answer 400 with the
         *     message. A retry with the same `Idempotency-Key` answers the first result and places nothing new;
         *     the same key with a different slip answers 409. A refused slip (any of the above) stores nothing,
         *     so its key may be sent again with the slip as the player corrected it.
         */
        post: operations["placeBets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/bets/{betId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The bet's id. */
                betId: components["parameters"]["SportsBetId"];
            };
            cookie?: never;
        };
        /**
         * One of the player's bets in full
         * @description The bet with its legs (each with its result and, once settled, the event's score) and, for a system bet, every line with its legs, odds and return.
         */
        get: operations["getMyBet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/live": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Every running event with its live state
         * @description The events playing now, grouped by the client by sport: each with its summary (score, main market with its live prices) and its live state (period, match clock, red cards, corners, why its markets are suspended, the bet delay of its sport). The hub's `SportsLive`, `SportsEvent` and `SportsOdds` keep it current; the client asks again after a reconnect or when the tab becomes visible.
         */
        get: operations["listLiveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/live/{eventId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        /**
         * A running event with its scoreboard, timeline and live markets
         * @description The event's detail (every market with its status: suspended markets stay listed, locked), its live state and the timeline of what happened so far (goals, cards, corners, penalties), oldest first.
         */
        get: operations["getSportsLiveEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/bets/{betId}/cash-out": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The bet's id. */
                betId: components["parameters"]["SportsBetId"];
            };
            cookie?: never;
        };
        /**
         * What the bet can be cashed out for now
         * @description A quote for an open single or accumulator (pre-match or live): the stake × the product of each open leg's accepted price × its outcome's current model probability (settled legs count their result), less the operator's cash-out margin, rounded down to the kuruş. Signed by the server and valid for a few seconds (`expiresAt`); `available: false` with a `reason` when it cannot be honoured (a market of the bet suspended, a leg lost, a system bet, a pending bet).
         */
        get: operations["getCashOutQuote"];
        put?: never;
        /**
         * Cash the bet out, fully or partly
         * @description Takes `amount` (at most the quote's `amount`; all of it is a full cash out) for the quote the
         *     player saw. One atomic ledger step (house:sports-bets → the player's cash, the difference to
         *     house:sports), idempotent by `Idempotency-Key`, audited. A full cash out settles the bet as
         *     `cashed_out` (a later settlement pays nothing); a partial one keeps the bet open on the stake left:
         *     the stake used is stake × amount ÷ quote, rounded up to the kuruş, and the potential payout follows
         *     the stake left. An expired quote or one whose value changed is refused (200, `cashedOut: false`)
         *     with the new quote; a bet no longer open or with a suspended market answers `cashedOut: false`
         *     with the reason.
         */
        post: operations["cashOutBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sports/bets/{betId}/auto-cash-out": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The bet's id. */
                betId: components["parameters"]["SportsBetId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Cash the bet out by itself when its quote reaches a value
         * @description Sets (or with `threshold: null` clears) the value at which the server cashes the whole bet out by itself, the first time an honourable quote reaches it. Answers the current quote.
         */
        put: operations["setAutoCashOut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/auth/login": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator login (first step, the password)
         * @description Checks an operator's password. A password alone opens no session: it answers a short-lived
         *     challenge (five minutes) that `operatorVerifyTotp` turns into a session with a TOTP code. An
         *     operator without a second factor yet gets an enrolment challenge (`kind: enrol`) carrying the
         *     secret, its otpauth:// URI and a QR code; the first code confirms it.
         *     Wrong credentials answer 400; repeated failures (of either step) answer 429 for a while.
         */
        post: operations["operatorLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/auth/totp": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator login (second step, the TOTP code)
         * @description Takes the challenge of `operatorLogin` and a TOTP code (RFC 6238: 6 digits, 30-second steps,
         *     one step of drift either way) or, instead of one, a one-time recovery code, and opens an operator
         *     session (a working day at most). A code of a step already used is refused. Confirming an
         *     enrolment answers the recovery codes, once. Wrong codes answer 400 and count toward the same
         *     lock as wrong passwords (429); a challenge takes five wrong codes, then the password is due again.
         */
        post: operations["operatorVerifyTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/auth/logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Operator logout
         * @description Ends the operator session of the bearer token.
         */
        get: operations["operatorLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/withdrawals": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawals to settle
         * @description Withdrawals with the given status (default Pending), oldest first, with the IBAN to pay to; optionally only those of a range of Turkish days, a player or an amount range.
         */
        get: operations["listWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The transaction's id. */
                id: components["parameters"]["OpsTransactionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a withdrawal
         * @description Confirms a pending withdrawal after the operator paid it out: the held amount leaves to the
         *     payout clearing account. Approving an approved one again answers it unchanged; a rejected or
         *     cancelled one answers 409.
         */
        post: operations["approveWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The transaction's id. */
                id: components["parameters"]["OpsTransactionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a withdrawal
         * @description Rejects a pending withdrawal with a reason the player sees; the held amount returns to cash.
         */
        post: operations["rejectWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/deposits": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Deposits to settle
         * @description Deposits with the given status (default Pending, the bank transfers awaiting confirmation), oldest first.
         */
        get: operations["listDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/deposits/{id}/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The transaction's id. */
                id: components["parameters"]["OpsTransactionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a bank-transfer deposit
         * @description Credits a pending bank-transfer deposit once the money arrived on the operator's account.
         *     Gateway deposits are settled by their gateway's webhook and cannot be confirmed here.
         */
        post: operations["confirmDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/deposits/{id}/reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The transaction's id. */
                id: components["parameters"]["OpsTransactionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a bank-transfer deposit
         * @description Rejects a pending bank-transfer deposit (no money arrived) with a reason the player sees.
         */
        post: operations["rejectDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Player lookup
         * @description Players whose username, e-mail, usercode or phone matches the search (at most 20), with their
         *     cash, bonus and held balances. Every lookup is audited.
         */
        get: operations["searchPlayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Operator accounts
         * @description Every operator account with its role and state (active, locked, removed). Needs the permission `operators:manage`.
         */
        get: operations["opsListOperators"];
        put?: never;
        /**
         * Create an operator account
         * @description Creates an operator or admin account; only admins may.
         */
        post: operations["createOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/notifications": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a System message to one player or to all players
         * @description Stores a System (type 5) notification with the operator's own title and text, shown as
         *     written in every language, for one player (`audience: player` with `player` = username,
         *     usercode or player id) or for every player whose account is not closed (`audience: all`;
         *     a message to all skips players in a time-out or self-exclusion and those whose marketing is
         *     stopped), and pushes it live over the hub to those online. Audited with the operator and the count.
         */
        post: operations["sendSystemNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/support/conversation": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The player's support chat
         * @description The player's conversation that is not closed (or, when none is, the last closed one) with its messages oldest first, or null when the player never chatted. Messages are plain text.
         */
        get: operations["getSupportConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/support/read": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the player's support chat read
         * @description Moves the player's read marker of their current conversation up to `upTo` (never back, never past its last message) and answers what is still unread. The chat panel calls it when it shows the lines; the player's other devices are told over the hub (a `SupportChat` push with event `read`).
         */
        post: operations["markSupportChatRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/support/messages": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of the player's support chat after one
         * @description The messages of the player's current conversation with an id above `after` (all without it), oldest first: what the chat panel reads again after the hub reconnects.
         */
        get: operations["listSupportMessages"];
        put?: never;
        /**
         * Write to support
         * @description Adds the player's message (plain text, 1 to 1000 characters after trimming; control and direction-override characters are removed) to the current conversation, opening one in the support queue when none is open. Limited per player (429 with Retry-After past it). Pushed over the hub to the back offices.
         */
        post: operations["sendSupportMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/support/conversations": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The support chat queue
         * @description Conversations of one view: `open` (waiting for an operator, the default, longest waiting first), `mine` (assigned to the caller), `assigned` (to anyone), `closed` (the last 100 closed, newest first). Needs the permission `support:chat`.
         */
        get: operations["opsListSupportConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/support/conversations/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * One support conversation
         * @description The conversation with every message, oldest first. Needs the permission `support:chat`.
         */
        get: operations["opsGetSupportConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/support/conversations/{id}/claim": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a waiting chat
         * @description Assigns an open conversation to the caller (409 when another operator took it first); the player is told. Audited. Needs the permission `support:chat`.
         */
        post: operations["opsClaimSupportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/support/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a chat
         * @description Adds the assigned operator message (plain text, cleaned as the player one is) and pushes it to the player live; only the operator the conversation is assigned to may answer. Audited. Needs the permission `support:chat`.
         */
        post: operations["opsReplySupportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/support/conversations/{id}/transfer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a chat to a colleague
         * @description Assigns the conversation of the caller to another enabled operator who may chat; the player is told and the back offices are pushed. Audited. Needs the permission `support:chat`.
         */
        post: operations["opsTransferSupportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/support/conversations/{id}/close": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a chat
         * @description Closes an open or assigned conversation (the assigned operator, or anyone while it waits); the player is told. Audited. Needs the permission `support:chat`.
         */
        post: operations["opsCloseSupportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/support/operators": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Colleagues a chat can go to
         * @description Enabled operators whose role may chat, the caller excluded. Needs the permission `support:chat`.
         */
        get: operations["opsListSupportOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/metrics": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * This instance's counters
         * @description The in-process counters of the instance that answers (for example `payment.webhook.refused` by
         *     gateway and reason), counted since it started; with several instances, sum their answers.
         *     Counters of what attackers can drive are kept here instead of one database row per event.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/me": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in operator
         * @description The operator of the bearer token: role, permissions (what the back office may show) and the idle limit. Needs the permission `self`.
         */
        get: operations["opsGetMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/roles": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Roles and their permissions
         * @description Every role with the permissions it grants; the server checks these on every call. Needs the permission `self`.
         */
        get: operations["opsListRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/{operatorId}/role": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an operator's role
         * @description Gives the operator another role; its open sessions end so the new permissions apply at once. An admin cannot change their own role. Needs the permission `operators:manage`.
         */
        post: operations["opsUpdateOperatorRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/{operatorId}/lock": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock an operator
         * @description Locks the account and signs it out everywhere at once (API sessions and hub connections). An admin cannot lock themselves. Needs the permission `operators:manage`.
         */
        post: operations["opsLockOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/{operatorId}/unlock": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock an operator
         * @description Lets a locked operator sign in again; a removed one stays removed (409). Needs the permission `operators:manage`.
         */
        post: operations["opsUnlockOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/{operatorId}/remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove an operator
         * @description Removes the account for good (kept, with its name, for the audit trail) and signs it out everywhere at once. An admin cannot remove themselves. Needs the permission `operators:manage`.
         */
        post: operations["opsRemoveOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/{operatorId}/reset-totp": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset an operator's second factor
         * @description Removes the operator's TOTP secret and recovery codes (a lost authenticator) and signs them out everywhere at once; their next sign-in enrols again with a new QR code. An admin cannot reset their own. Needs the permission `operators:manage`.
         */
        post: operations["opsResetOperatorTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Back-office settings
         * @description The operator settings of the back office (the four-eyes threshold of withdrawals). Needs the permission `settings:read`.
         */
        get: operations["opsGetSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/settings/update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change back-office settings
         * @description Sets the four-eyes threshold of withdrawals; audited with the value before and after. Needs the permission `settings:manage`.
         */
        post: operations["opsUpdateSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/kyc/documents": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The KYC review queue
         * @description Players' identity documents in one status (default pending), oldest first so the queue is worked in order. Needs the permission `kyc:read`.
         */
        get: operations["opsListKycDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/kyc/documents/{documentId}/file": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The document's id. */
                documentId: components["parameters"]["KycDocumentId"];
            };
            cookie?: never;
        };
        /**
         * A document's file
         * @description The document's bytes with its media type, never cached; every download is written to the audit log with the operator. Needs the permission `kyc:read`.
         */
        get: operations["opsDownloadKycDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/kyc/documents/{documentId}/review": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The document's id. */
                documentId: components["parameters"]["KycDocumentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a document
         * @description Approves a pending document, or rejects it with a reason the player sees; audited and notified. Deciding again answers 409. Needs the permission `kyc:decide`.
         */
        post: operations["opsReviewKycDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/aml/cases": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * AML review cases
         * @description Money-laundering review cases in one status (default open), oldest first. Needs the permission `aml:read`.
         */
        get: operations["opsListAmlCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/aml/cases/{caseId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The case's id. */
                caseId: components["parameters"]["AmlCaseId"];
            };
            cookie?: never;
        };
        /**
         * One AML case
         * @description A case with the rule that opened it, the figures it saw and the payments it holds. Needs the permission `aml:read`.
         */
        get: operations["opsGetAmlCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/aml/cases/{caseId}/resolve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The case's id. */
                caseId: components["parameters"]["AmlCaseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an AML case
         * @description Closes an open case with a note: `cleared` lets the player's waiting withdrawals be paid; `blocked` rejects them (the money returns to the player's cash) for a report to the authority. Audited. Needs the permission `aml:decide`.
         */
        post: operations["opsResolveAmlCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/compliance/settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * KYC and AML settings
         * @description What a verification tier allows for withdrawals and the AML thresholds and patterns. Needs the permission `settings:read`.
         */
        get: operations["opsGetComplianceSettings"];
        put?: never;
        /**
         * Change the KYC and AML settings
         * @description Sets every KYC and AML setting at once; audited with the values before and after. Needs the permission `settings:manage`.
         */
        post: operations["opsUpdateComplianceSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/approvals": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Four-eyes proposals
         * @description Proposals waiting for (or given) a second operator's decision: withdrawals above the threshold, manual adjustments, bet resettlements, lifting a self-exclusion. Newest first. Needs the permission `approvals:read`.
         */
        get: operations["opsListApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/approvals/{proposalId}/approve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a proposal
         * @description Carries out a proposal. The approver needs the permission of its kind too and can never be the operator who proposed it (403). Needs the permission `approvals:decide`.
         */
        post: operations["opsApproveProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/approvals/{proposalId}/reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a proposal
         * @description Turns a proposal down with a reason; nothing is carried out. The proposer may withdraw their own proposal this way. Needs the permission `approvals:decide`.
         */
        post: operations["opsRejectProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/adjustments": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose a manual balance adjustment
         * @description Proposes a correction of the player's cash (positive credits, negative debits) against the house adjustment account; a second operator approves it (four-eyes) before the ledger moves. Needs the permission `players:adjust`.
         */
        post: operations["opsProposeAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/audit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Search the audit log
         * @description Audit rows, newest first, by actor, action, target and time range, each with its hash and the hash of the row before it. Needs the permission `audit:read`.
         */
        get: operations["opsListAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/audit/verify": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the audit chain
         * @description Recomputes every row's hash from its content and the previous row's hash: ok, or the first row where the chain breaks. Needs the permission `audit:read`.
         */
        get: operations["opsVerifyAuditChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reports": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A report and its CSV
         * @description GGR/NGR by Turkish day (casino and sports apart), GGR by game or by provider, or confirmed payments by day, over a range of Turkish days (both included, at most 366), computed from the ledger. Answers the table and the same table as CSV (plain decimals, ISO dates, RFC 4180, text cells starting with = + - @ prefixed with an apostrophe). Needs the permission `overview:read`.
         */
        get: operations["opsGetReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/overview": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Overview figures
         * @description Today, 7 days and 30 days (Europe/Istanbul days): deposits, withdrawals, GGR and NGR of the casino and sports apart, active and new players; pending queues; a daily series of the last 30 days. Computed from the ledger. Needs the permission `overview:read`.
         */
        get: operations["opsGetOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A player's page
         * @description Profile, balances, status, protection facts and counts of the player; every look is audited. Needs the permission `players:read`.
         */
        get: operations["opsGetPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/ledger": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A player's ledger lines
         * @description The player's journal lines (cash, bonus, hold), newest first. Needs the permission `players:read`.
         */
        get: operations["opsListPlayerLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/sessions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A player's sessions
         * @description The player's login sessions, newest first, open ones marked. Needs the permission `players:read`.
         */
        get: operations["opsListPlayerSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/sessions/{sessionId}/end": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a player's session
         * @description Ends one open session of the player (its hub connections close too). Needs the permission `players:manage`.
         */
        post: operations["opsEndPlayerSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/payments": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A player's payments
         * @description The player's deposits and withdrawals, newest first. Needs the permission `players:read`.
         */
        get: operations["opsListPlayerPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/notes": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Operator notes on a player
         * @description Internal notes operators left on the player, newest first; players never see them. Needs the permission `players:read`.
         */
        get: operations["opsListPlayerNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/rounds": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A player's game rounds
         * @description The player's casino rounds from the game wallet, the latest first: game, stake and win (rolled-back transactions left out). Needs the permission `players:read`.
         */
        get: operations["opsListPlayerRounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/sports-bets": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A player's sports bets
         * @description The player's sportsbook bets, open and settled, the latest first, each with its legs, odds, stake, result and payout (the shapes of `listMyBets`). Needs the permission `players:read`.
         */
        get: operations["opsListPlayerSportsBets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/sports-stake-factor": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        /**
         * A player's sports stake factor
         * @description The factor the operator set on the player's maximum sports stake (1 when none is set) and the maximum stake per bet it gives. Needs `players:read`.
         */
        get: operations["opsGetPlayerSportsStakeFactor"];
        /**
         * Set a player's sports stake factor
         * @description Scales the book's maximum stake per bet for this player: 0.5 halves it, 1 is the book's own, up to 10; 0 closes sports betting for the player (placement is refused with a message). Placement applies it at once, and the player's sportsbook settings (`getSportsSettings`) show the scaled maximum. Audited with the reason and the factor before and after. Needs `sports:trade`.
         */
        put: operations["opsSetPlayerSportsStakeFactor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/bonuses": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A player's bonuses
         * @description The player's bonus grants, newest first, with their wagering and state. Needs the permission `players:read`.
         */
        get: operations["opsListPlayerBonuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/notifications": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A player's notifications
         * @description The notifications the player received, newest first, as the player reads them (in the request's language), read or not. Needs the permission `players:read`.
         */
        get: operations["opsListPlayerNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/notes/add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an operator note
         * @description Adds an internal note to the player's page. Needs the permission `players:manage`.
         */
        post: operations["opsAddPlayerNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/lock": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock a player
         * @description Suspends the player's account with a reason and ends their sessions. Needs the permission `players:manage`.
         */
        post: operations["opsLockPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/unlock": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock a player
         * @description Makes a suspended player active again. Needs the permission `players:manage`.
         */
        post: operations["opsUnlockPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/reset-phone": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the phone verification
         * @description Marks the player's phone as not verified, so the player verifies it again. Needs the permission `players:manage`.
         */
        post: operations["opsResetPlayerPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/promotions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Promotions to edit
         * @description Every promotion, enabled or not, with its texts in each language as stored (sanitised HTML) and its main image. Needs the permission `content:read`.
         */
        get: operations["opsListPromotionsForEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/promotions/save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or change a promotion
         * @description Saves a promotion (a new one without id). The HTML of each description is sanitised on the server (scripts, event handlers and unsafe URLs removed) before it is stored; the player's site shows the change on its next read. Audited with before and after. Needs the permission `content:manage`.
         */
        post: operations["opsSavePromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/events/{eventId}/resettlement": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose a rollback or resettlement of a settled event
         * @description Proposes to reverse a settled (or cancelled) event's settlement, and for `resettle` to settle it again from the given result. Nothing moves until another operator approves the proposal in the four-eyes queue (`opsApproveProposal`); the approval reverses every settlement entry of the event's bets in the ledger, line for line, reopens the bets and, for `resettle`, settles them again. Needs `bets:resettle`.
         */
        post: operations["opsProposeSportsResettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/events/{eventId}/liability": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set the liability limit per outcome of an event or one of its markets
         * @description The most the book may lose on any one outcome of the event (or of the named market): a bet that would take an outcome's liability (the potential payouts of the open bets on it less their stakes) past it is refused with a message. `maxLiability` null goes back to the book's default (SPORTS_MAX_LIABILITY_KURUS). Audited. Needs `sports:trade`.
         */
        put: operations["opsSetSportsLiabilityLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/events/{eventId}/status": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an event postponed or abandoned, or reschedule it
         * @description `postponed` or `abandoned` suspends its open markets; if it is not rescheduled within the operator's delay of its start (SPORTS_VOID_DELAY_HOURS, default 48), the book cancels it and every open leg on it voids (odds 1,00; an accumulator goes on with one leg fewer). `scheduled` with a new `startsAt` reopens its markets. Audited. Needs `sports:trade`.
         */
        post: operations["opsSetSportsEventStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/events/{eventId}/settle": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle an event from a given result
         * @description What a trader does when the feed is silent: ends the event with the given score (and the half-time score, which the half-time markets need; without it those markets are voided), settles every market from it and pays the bets through the ledger. Settling a settled event again with the same score answers it unchanged; a different score answers 409 (resettlement, as ledger reversals, is a later step). Audited with the operator and the reason. Needs the permission `sports:trade`.
         */
        post: operations["opsSettleSportsEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/markets/{marketId}/suspend": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The market's id. */
                marketId: components["parameters"]["SportsMarketId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend or resume a market
         * @description Suspends the market (no bet is accepted on it; the slip shows it closed) or, with `suspended: false`, makes it active again. Pushes `SportsOdds` to every client. Audited with the operator and the reason. Needs the permission `sports:trade`.
         */
        post: operations["opsSuspendSportsMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/events/{eventId}/live-suspend": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend or resume every market of a running event
         * @description One action that locks every market of the event (players see "suspended by the trader") until resumed; pending bets on it are refused. Pushes SportsOdds and SportsLive; audited with the reason. Needs `sports:trade`.
         */
        post: operations["opsSuspendSportsEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/events/{eventId}/book": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        /**
         * An event's book for traders, with the liability per outcome
         * @description Every market and outcome of the event with its price (and the feed's price when a trader's price overrides it), whether a trader suspended it, and from the open bets with a leg on each outcome: how many, their stakes, what the book pays if the outcome wins (their potential payouts, every leg of an accumulator carrying the whole bet) and the liability (that payout less the stakes) against the outcome's limit. Needs `sports:trade`.
         */
        get: operations["opsGetSportsEventBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/events/{eventId}/suspend": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend or resume every open market of an event (pre-match or live)
         * @description A trader's suspension: every active or suspended market of the event is suspended and marked as held by a trader, so no feed message reopens it; `suspended: false` releases them and reopens those the trader held (a running event's markets reopen at the live job's next price). Pushes SportsOdds; audited with the reason. Needs `sports:trade`.
         */
        post: operations["opsSetSportsEventSuspended"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/outcomes/{outcomeId}/odds": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The outcome's id. */
                outcomeId: components["parameters"]["SportsOutcomeId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a trader's price on an outcome, or release it back to the feed
         * @description Overrides the outcome's price (decimal odds, at least 1.01). While overridden, the feed's odds_change keeps the feed's price aside without offering it; `odds: null` releases the outcome and offers the feed's latest price again. The market's version grows and SportsOdds is pushed, so slips see the move. Audited with the old and new price and the reason. Needs `sports:trade`.
         */
        put: operations["opsSetSportsOutcomeOdds"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/live/suspend": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend or resume all live betting
         * @description One action that stops every live market of every running event (pending live bets are refused) until resumed. Audited with the reason. Needs `sports:trade`.
         */
        post: operations["opsSuspendLiveBetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/live/settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The live betting settings
         * @description Bet delay per sport, the live margin, the cash-out margin, how long a cash-out quote is valid, whether live betting is suspended.
         */
        get: operations["opsGetLiveSettings"];
        /**
         * Change the live betting settings
         * @description Changes any of the settings given; the others stay. Kept in the database (every instance reads the same); audited.
         */
        put: operations["opsUpdateLiveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/live/liability": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Live liability per running event
         * @description For every running event, the open (and pending) stakes on it and the most the book would pay on each outcome that has bets.
         */
        get: operations["opsListLiveLiability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sports/events/{eventId}/incident": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * (test only) Make an incident happen now in a simulated running event
         * @description For end-to-end tests and demonstrations, served only where the dev-only outbox page is (never with NODE_ENV=production; 404 otherwise): records the incident (a goal changes the score and is added to the result the simulator settles, so the event no longer verifies), sends bet_stop and then odds_change as the feed does. Audited.
         */
        post: operations["opsInjectLiveIncident"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/site": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The site content to edit
         * @description Every banner slide, content page, start-up popup, footer text and site option, published or not, as stored (rich text sanitised), with the sliders and page categories they belong to. Needs the permission `content:read`.
         */
        get: operations["opsGetSiteContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/banners/save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or change a banner slide
         * @description Saves a slide of a slider (a new one without id); enabled publishes it. Raises the content revision so every instance's players see it on their next read; audited with before and after. Needs the permission `content:manage`.
         */
        post: operations["opsSaveBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/pages/save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or change a content page
         * @description Saves a content page (a new one without id) with its title and body per language; the body is sanitised on the server. The footer's links are the pages of category 2. Raises the content revision; audited with before and after. Needs the permission `content:manage`.
         */
        post: operations["opsSaveContentPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/popups/save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or change a start-up popup
         * @description Saves a start-up popup (a new one without id) with its texts per language (sanitised) and its images; the active popup of the lowest order with an image is shown to players. Raises the content revision; audited with before and after. Needs the permission `content:manage`.
         */
        post: operations["opsSavePopup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/footer/save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one of the footer's texts
         * @description Saves the Turkish and English text of one footer key; an empty English text falls back to the Turkish one. Raises the content revision; audited with before and after. Needs the permission `content:manage`.
         */
        post: operations["opsSaveFooterText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/options/save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or change a site option
         * @description Saves a site option by key (lower case); only enabled options reach the player's app. Raises the content revision; audited with before and after. Needs the permission `content:manage`.
         */
        post: operations["opsSaveSiteOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/casino/games": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The game catalogue to manage
         * @description Every game of the catalogue, enabled or not, whose name or code contains the search (all without one), in the player's order (sort, then name), a page at a time; with the providers and the casino categories (the lobby's tabs) and their catalogue slugs. Needs the permission `content:read`.
         */
        get: operations["opsListGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/casino/games/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable, order, feature a game and set its categories
         * @description Changes a game's publication, its order (lower first in every list), whether it is featured (in the catalogue slug `popular`, the lobby's Popular tab) and its catalogue slugs, which decide the casino categories listing it. The player's casino pages read the change on their next request; audited with before and after. Needs the permission `content:manage`.
         */
        post: operations["opsUpdateGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/studio/tombala/rooms": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The Tombala rooms with their settings and current games
         * @description Every room of the studio's Tombala, switched on or off, in the players' order: its names, ticket price, ticket limit per player, sales window, ball interval and prize table (a share of the stakes, or fixed amounts), and the game it runs now. Needs the permission `settings:read`.
         */
        get: operations["opsListTombalaRooms"];
        put?: never;
        /**
         * Open a new Tombala room
         * @description A new room, switched on unless told otherwise; the runner opens its first game within a moment. Settings not given take the defaults (6 tickets per player, 60 s of sales, a ball every 2.5 s, a 90% pool split 20/30/50). Audited. Needs the permission `settings:manage`.
         */
        post: operations["opsCreateTombalaRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/studio/tombala/rooms/{roomId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                roomId: components["schemas"]["OpsTombalaRoomId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a Tombala room
         * @description Changes any of the settings given; the others stay. A change applies from the room's next game: the game running now keeps the price, ball interval and prize table its tickets were sold on. A room switched off draws and pays the game it sold tickets for and opens no new one (an unsold game is withdrawn). Audited with before and after. Needs the permission `settings:manage`.
         */
        post: operations["opsUpdateTombalaRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/casino/providers": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The game providers and their settings
         * @description Every game provider: published or not, whether its settings are complete (its adapter's check, with what is missing), how many enabled games it has, and its settings as fields. A secret field (a key or password) is write-only: its value is never answered, only whether one is set. Needs the permission `providers:read`.
         */
        get: operations["opsListProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/casino/providers/{code}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The provider's code (pragmatic, hub88, …). */
                code: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable a provider and change its settings
         * @description Publishes or withdraws a provider (a disabled provider's games leave the lobby at once: the content revision is raised) and changes the settings fields named (a text, JSON for a json field, or null to remove one); a field left out is kept, so a secret need not be sent again. The settings after the change must pass the provider's check (or be empty). Audited, secrets by name only. Needs the permission `providers:manage`.
         */
        post: operations["opsUpdateProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/casino/categories/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable and order a casino category
         * @description Shows or hides a casino category (a tab of the lobby) and sets its order within its section. Raises the content revision, so the player's bootstrap shows it at once; audited with before and after. Needs the permission `content:manage`.
         */
        post: operations["opsUpdateCasinoCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bonuses/campaigns": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Bonus campaigns
         * @description Every deposit bonus and cashback campaign, open or not, with how many players joined and used it. Needs the permission `bonuses:read`.
         */
        get: operations["opsListCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bonuses/campaigns/save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or change a bonus campaign
         * @description Saves a deposit bonus or cashback campaign (a new one without id): percentage, cap, minimum deposit, wagering multiplier, minimum odds, bonus validity, game weighting profile, cashback period and its window. Players see an open campaign among their offers on their next request. Audited with before and after. Needs the permission `bonuses:manage`.
         */
        post: operations["opsSaveCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bonuses/campaigns/{id}/end": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a bonus campaign now
         * @description Closes the campaign's window at this moment: no player can join it any more and it leaves the offers; bonuses already granted keep their own rules. Audited with before and after. Needs the permission `bonuses:manage`.
         */
        post: operations["opsEndCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bonuses/grants": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Bonuses granted by hand
         * @description The back office's bonus grants (to one player or to a segment), newest first, with how many of their bonuses are still active. Needs the permission `bonuses:read`.
         */
        get: operations["opsListBonusGrants"];
        put?: never;
        /**
         * Grant a bonus to a player or a segment
         * @description Grants the same manual bonus (amount in TRY, wagering multiplier, validity in days) to one player or to every eligible player of a segment, in one transaction: for each, a bonus row and a ledger entry from `house:bonus-cost` to the player's bonus account, and a notification. Only active players without a running self-exclusion or time-out are eligible; an empty segment is refused. Audited once for the grant and once per bonus. Needs the permission `bonuses:manage`.
         */
        post: operations["opsGrantBonus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bonuses/segment-size": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * How many players a segment holds
         * @description Counts the eligible players of a segment (the same rules as the grant), so the operator sees it before granting. Needs the permission `bonuses:read`.
         */
        get: operations["opsCountBonusSegment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bonuses/grants/{id}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The grant's id. */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a grant (a player's or a segment's)
         * @description Forfeits every bonus of the grant still active (what is left of each goes back to `house:bonus-cost`; converted or expired ones stay as they are) and marks the grant cancelled, in one transaction, with a reason. A grant cancelled already answers 409. Needs the permission `bonuses:manage`.
         */
        post: operations["opsCancelBonusGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/players/{playerId}/bonuses/{bonusId}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of a player's bonuses
         * @description Forfeits one active bonus of the player (any kind): what is left of it goes back to `house:bonus-cost`, with a reason in the audit log. A bonus no longer active answers 409. Needs the permission `bonuses:manage`.
         */
        post: operations["opsCancelPlayerBonus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    SportsOdds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hub push SportsOdds (prices or market status changed)
         * @description Sent to every connection when markets of an event change price or status (odds_change, bet_stop, a trader's suspension).
         */
        post: operations["hubSportsOdds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    SportsEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hub push SportsEvent (status, score or clock changed)
         * @description Sent to every connection at kick-off, each goal, half time, full time, settlement, postponement.
         */
        post: operations["hubSportsEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    SportsBetSettled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hub push SportsBetSettled (one of the player's bets was settled)
         * @description Sent to the bet's player after settlement or resettlement commits, with the bet as getMyBet answers it; `Balance` and `Notification` follow.
         */
        post: operations["hubSportsBetSettled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    SportsLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hub push SportsLive (a running event's clock, period, score, cards or suspension changed)
         * @description Sent to every connection with the event's live state and the incident that just happened, if any (bet_stop before a dangerous moment, each incident, each reopening, the trader's suspensions).
         */
        post: operations["hubSportsLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    SportsBetUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hub push SportsBetUpdated (a pending live bet was accepted or refused, or a bet was cashed out)
         * @description Sent to the bet's player with the bet as getMyBet answers it; `Balance` follows when money moved.
         */
        post: operations["hubSportsBetUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        MetricsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                /**
                 * Format: date-time
                 * @description When this instance started counting.
                 */
                startedAt: string;
                counters: {
                    name: string;
                    /** @description The series' labels (for example gateway and reason). */
                    labels: {
                        [key: string]: string;
                    };
                    value: number;
                }[];
            };
        };
        /** @description A violation report as `report-uri` sends it (CSP Level 2); the report's own fields vary by browser. */
        CspReport: {
            "csp-report": {
                "document-uri": string;
                "violated-directive"?: string;
                "effective-directive"?: string;
                "blocked-uri"?: string;
                "source-file"?: string;
                "line-number"?: number;
                "column-number"?: number;
                "script-sample"?: string;
                disposition?: string;
            };
        };
        /** @description One report of the Reporting API (`report-to`); only `csp-violation` reports are read. */
        ReportingApiReport: {
            type: string;
            url?: string;
            age?: number;
            user_agent?: string;
            body: {
                documentURL?: string;
                effectiveDirective?: string;
                blockedURL?: string;
                sourceFile?: string;
                lineNumber?: number;
                columnNumber?: number;
                sample?: string;
                disposition?: string;
            };
        };
        /** @description Every failed call answers this, with a message in the request's language. */
        ErrorEnvelope: {
            /** @constant */
            success: false;
            message: string;
            data?: null;
        };
        /** @description The session was extended. */
        KeepAliveResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                /**
                 * Format: date-time
                 * @description When the session now ends unless used again.
                 */
                expiresAt: string;
            };
        };
        /**
         * @description Deposit, loss and wager limits are TRY per period; a session limit is minutes per login session (its period is not used).
         * @enum {string}
         */
        PlayerLimitKind: "deposit" | "loss" | "wager" | "session";
        /**
         * @description A calendar window in Europe/Istanbul time; a day starts at 00:00, a week on Monday, a month on the 1st.
         * @enum {string}
         */
        PlayerLimitPeriod: "day" | "week" | "month";
        PlayerLimitRef: {
            kind: components["schemas"]["PlayerLimitKind"];
            period: components["schemas"]["PlayerLimitPeriod"];
        };
        SetPlayerLimitRequest: {
            kind: components["schemas"]["PlayerLimitKind"];
            period: components["schemas"]["PlayerLimitPeriod"];
            /** @description TRY (minutes for a session limit), above zero; null removes the limit. */
            amount: number | null;
        };
        PlayerLimit: {
            kind: components["schemas"]["PlayerLimitKind"];
            period: components["schemas"]["PlayerLimitPeriod"];
            /** @description TRY, or minutes for a session limit. */
            amount: number;
            /** @description What the window has used so far (TRY; 0 for a session limit). */
            used: number;
            left: number;
            /** @description When the window starts again (null for a session limit). */
            resetsAt: string | null;
            /** @description A higher amount or a removal waiting its cooling-off or the player's confirmation. */
            pending: components["schemas"]["PendingLimitChange"] | null;
        };
        PendingLimitChange: {
            /** @description The amount asked for; null for a removal. */
            amount: number | null;
            /** Format: date-time */
            requestedAt: string;
            /** Format: date-time */
            confirmableAt: string;
            /** Format: date-time */
            lapsesAt: string;
        };
        PlayerExclusion: {
            id: number;
            /** @enum {string} */
            kind: "timeOut" | "selfExclusion";
            /** @enum {string} */
            period: "24h" | "7d" | "30d" | "6w" | "6m" | "1y" | "2y" | "5y" | "permanent";
            /** Format: date-time */
            startedAt: string;
            /** @description Null for a permanent self-exclusion. */
            endsAt: string | null;
            liftedAt: string | null;
            liftReason: string | null;
        };
        PlayerProtection: {
            limits: components["schemas"]["PlayerLimit"][];
            /** @description How long an increase or removal waits (an operator setting). */
            coolingOffHours: number;
            /** @enum {integer} */
            realityCheckMinutes: 0 | 15 | 30 | 60;
            session: {
                /** Format: date-time */
                startedAt: string;
                /** @description When the session limit logs this session out (null without one). */
                endsAt: string | null;
            };
            exclusion: components["schemas"]["PlayerExclusion"] | null;
        };
        PlayerProtectionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["PlayerProtection"];
        };
        SetMarketingConsentRequest: {
            allowed: boolean;
        };
        MarketingConsent: {
            allowed: boolean;
            /**
             * Format: date-time
             * @description When marketing was stopped (opt-out or exclusion); null while allowed.
             */
            stoppedAt: string | null;
            /**
             * Format: date-time
             * @description The end of the time-out or self-exclusion in force; null when none is (or it is permanent).
             */
            excludedUntil: string | null;
            permanentlyExcluded: boolean;
        };
        MarketingConsentResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["MarketingConsent"];
        };
        SetRealityCheckRequest: {
            /** @enum {integer} */
            minutes: 0 | 15 | 30 | 60;
        };
        RealityCheck: {
            /** @enum {integer} */
            minutes: 0 | 15 | 30 | 60;
            /** Format: date-time */
            sessionStartedAt: string;
            /** @description TRY staked since the session began. */
            stakes: number;
            /** @description TRY won less staked since the session began (negative is a loss). */
            net: number;
        };
        RealityCheckResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["RealityCheck"];
        };
        StartTimeOutRequest: {
            /** @enum {string} */
            period: "24h" | "7d" | "30d" | "6w";
        };
        SelfExcludeRequest: {
            /** @enum {string} */
            period: "6m" | "1y" | "2y" | "5y" | "permanent";
        };
        PlayerExclusionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["PlayerExclusion"];
        };
        CloseAccountRequest: {
            password: string;
            reason?: string;
        };
        ActivityStatementRequest: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
        };
        ActivityStatement: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            stakes: components["schemas"]["Money"];
            winnings: components["schemas"]["Money"];
            /** @description Winnings less stakes (pending sports stakes counted as lost). */
            net: components["schemas"]["Money"];
        };
        ActivityStatementResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["ActivityStatement"];
        };
        OpsProtectionEvent: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @description limit.set, limit.decrease, limit.increase.requested, limit.increase.confirmed, limit.increase.lapsed, realityCheck.set, exclusion.start, exclusion.lift, account.close. */
            action: string;
            /** @enum {string} */
            actorKind: "player" | "operator" | "system";
            actorId: string;
            /** @description The change's facts as JSON text (amounts in kuruş as decimal strings). */
            details: string;
        };
        OpsPlayerProtection: {
            protection: components["schemas"]["PlayerProtection"];
            exclusions: components["schemas"]["PlayerExclusion"][];
            history: components["schemas"]["OpsProtectionEvent"][];
        };
        OpsPlayerProtectionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsPlayerProtection"];
        };
        OpsExclusionLiftRequest: {
            reason: string;
        };
        /** @description A successful call without data. */
        EmptyResponse: {
            /** @constant */
            success: true;
            message: string;
            data: null;
        };
        /**
         * @description An amount in TRY with at most two decimals (integer kuruş inside the server).
         * @example 1000.5
         */
        Money: number;
        /**
         * @description How many items to skip.
         * @default 0
         */
        Skip: number;
        /**
         * @description How many items to return (page size).
         * @default 20
         */
        Take: number;
        /**
         * Format: date
         * @description A calendar day (YYYY-MM-DD), inclusive, in the site's time zone (Europe/Istanbul).
         */
        DateFilter: string;
        PageRequest: {
            skip?: components["schemas"]["Skip"];
            take?: components["schemas"]["Take"];
        };
        /**
         * @description 0 None, 1 Confirmed, 2 Pending, 3 Merged, 4 Rejected, 5 Cancelled, 6 Created.
         * @enum {integer}
         */
        TransactionStatus: 0 | 1 | 2 | 3 | 4 | 5 | 6;
        /**
         * @description 1 Deposit, 2 Withdraw.
         * @enum {integer}
         */
        TransactionType: 1 | 2;
        /**
         * @description 1 Processing, 2 Completed, 3 Cancelled, 4 Expired.
         * @enum {integer}
         */
        ProcessStatus: 1 | 2 | 3 | 4;
        /**
         * @description 1 Win, 2 Bet.
         * @enum {integer}
         */
        GameTransactionType: 1 | 2;
        /**
         * @description 1 String, 2 Int, 3 Long, 4 Decimal, 5 Bool, 6 DateTime, 7 Dropdown.
         * @enum {integer}
         */
        FormFieldType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        /**
         * @description 1 Deposit, 2 Withdraw, 3 Jackpot, 4 Bonus, 5 System.
         * @enum {integer}
         */
        NotificationType: 1 | 2 | 3 | 4 | 5;
        /**
         * @description 1 desktop, 2 mobile.
         * @enum {integer}
         */
        Platform: 1 | 2;
        /**
         * @description Game provider; decides which launch call opens the game (Kuzey Studio is our own studio, launched by casino/studiolaunchurl).
         * @enum {string}
         */
        ProviderName: "SoftGamings" | "Hub88" | "Egt Digital" | "Amusnet" | "EveryMatrix" | "Digitain" | "Pragmatic Play" | "Kuzey Studio";
        BootstrapResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["Bootstrap"];
        };
        /** @description Start-up data of the site, texts in the request's language. */
        Bootstrap: {
            siteOption: components["schemas"]["SiteOption"][];
            /** @description The start-up popup, or null when none is active. */
            popup: components["schemas"]["Popup"] | null;
            domainStatus: components["schemas"]["DomainStatus"];
            /** @description Trial (welcome) bonus offered at sign-up; 0 when none is offered. */
            trialBonusAmount: components["schemas"]["Money"];
            /** @description EGT jackpot instances for the home cards (High Cash, Clover Chance). */
            egtJackpotCards: components["schemas"]["EgtJackpotInstance"][];
            jackpotCards: components["schemas"]["AmusnetJackpot"];
            /** @description UI texts of the request's language. */
            translationList: components["schemas"]["Translation"][];
            casinoCategoryList: components["schemas"]["CasinoCategory"][];
            /** @description Languages the site offers. */
            language: components["schemas"]["Language"][];
            slider: components["schemas"]["Slider"][];
            /** @description Content categories; id 2 holds the footer links. */
            category: components["schemas"]["ContentCategory"][];
            /** @description App-setting keys mapped to URLs (for example `livetv`), opened by menu items. */
            appSettings: {
                [key: string]: string;
            };
            /** @description Announced domain changes (the top banner shows the first). */
            domains: components["schemas"]["DomainChange"][];
            /** @description Slug of the slider shown by the home banner carousel. */
            activeSlider: string;
            /**
             * @description Which sign-up form the register dialog shows.
             * @default full
             * @enum {string}
             */
            registrationActiveTab: "full" | "fast";
        };
        /**
         * @description A site setting. Keys are lowercase; the app uses only enabled ones. Known keys:
         *     `chat-site-id`, `chat-div-id` (live chat widget), `social-telegram`, `social-twitter`,
         *     `social-instagram` (Follow Me links), `support-whatsapp-1`, `support-whatsapp-2`,
         *     `support-telegram-1`, `support-telegram-2` (footer support links), `license-url`
         *     (regulator badge link), `creator-url` (creator logo link), `snowfall` ('1' shows the
         *     snowfall animation).
         */
        SiteOption: {
            key: string;
            value: string;
            /** @description Enabled. */
            status: boolean;
        };
        /** @description Start-up popup, shown once per content hash. */
        Popup: {
            id: number;
            /** @description Changes whenever the content changes, so an edited popup shows again. */
            hash: string;
            title: string | null;
            /** @description Optional HTML body shown under the images. */
            html: string | null;
            images: components["schemas"]["PopupImage"][];
        };
        PopupImage: {
            url: string;
            /** @description Where a click on the image leads, if anywhere. */
            link: string | null;
        };
        DomainStatus: {
            /** @description The domain the site currently serves from. */
            current: string;
        };
        /** @description A domain change announced by the top banner. */
        DomainChange: {
            current: string;
            next: string;
        };
        EgtJackpotInstance: {
            /** @example Clover Chance */
            instanceName: string;
            /** @description Levels, highest first (level 1 is the first listed). */
            levelStats: components["schemas"]["EgtJackpotLevel"][];
        };
        EgtJackpotLevel: {
            level: number;
            currentValue: components["schemas"]["EgtJackpotValue"][];
        };
        EgtJackpotValue: {
            value: number;
            /** @example TRY */
            currency: string;
        };
        /** @description Amusnet jackpot levels; I is the highest tier, IV the lowest. */
        AmusnetJackpot: {
            currentLevelI: number;
            currentLevelII: number;
            currentLevelIII: number;
            currentLevelIV: number;
        };
        Translation: {
            key: string;
            value: string;
        };
        CasinoCategory: {
            id: number;
            name: string;
            /**
             * @description The casino section (route /casino/{section}) whose tabs list this category.
             * @enum {string}
             */
            section: "slot" | "live" | "bingo" | "games" | "tvbets";
            slugList: string[];
            /** @description The app shows a default image when null. */
            imageUrl: string | null;
        };
        Language: {
            id: number;
            name: string;
            /** @enum {string} */
            locale: "tr" | "en";
            flagUrl: string | null;
        };
        Slider: {
            id: number;
            slug: string;
            items: components["schemas"]["SliderItem"][];
        };
        SliderItem: {
            slug: string;
            /** @description Link of the slide; the app uses '#' when null. */
            url: string | null;
            /** @enum {string} */
            target: "_self" | "_blank";
            /** @description Index 0 is the default src; 1 and 2 are srcsets for wider screens. */
            images: components["schemas"]["ImageRef"][];
        };
        ImageRef: {
            url: string;
        };
        ContentCategory: {
            id: number;
            name: string;
            content: components["schemas"]["ContentLink"][];
        };
        /** @description A content page in a category; the title is in the request's language. */
        ContentLink: {
            id: number;
            title: string;
        };
        ContentPage: {
            id: number;
            categoryId: number;
            title: string;
            /** @description The page body (trusted HTML written by the operator). */
            html: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ContentPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["ContentPage"];
        };
        ContentCategoryListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["ContentCategory"][];
        };
        Promotion: {
            id: number;
            /** @description The bonus campaign this promotion advertises (its Claim / Join button), or null. */
            campaign?: null | components["schemas"]["PromotionCampaign"];
            title: string;
            /** @description HTML description shown in the promotion dialog. */
            description: string;
            images: components["schemas"]["PromotionImage"][];
        };
        PromotionCampaign: {
            id: number;
            /** @enum {string} */
            kind: "deposit" | "cashback";
        };
        PromotionImage: {
            url: string;
            /**
             * @description 1 thumbnail, 2 main image (preferred).
             * @enum {integer}
             */
            type: 1 | 2;
        };
        PromotionListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["Promotion"][];
        };
        LoginRequest: {
            username: string;
            password: string;
        };
        /** @description The session of a logged-in player (stored locally by the app as authData). */
        SessionData: {
            /** @description Bearer token of the session. */
            token: string;
            username: string;
            /** @description Public player code shown to support. */
            usercode: string;
            /** @description cash + bonus. */
            balance: components["schemas"]["Money"];
            /** @description Phone digits without the 90 prefix. */
            phone: string | null;
            smsVerified: boolean;
            /** @description The fingerprint the session was opened with. */
            fingerprint: string | null;
            /**
             * Format: date-time
             * @description When the session ends unless used again (see X-Session-Expires-At); the server always sends it.
             */
            expiresAt?: string;
            /** @description Client id at the FCG sportsbook (Betsy). */
            betsyCid: string | null;
            betsyUrl: string | null;
            betsyToken: string | null;
            /** @description Token at the Betco sportsbook. */
            betcoToken: string | null;
            betcoUrl: string | null;
        };
        SessionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SessionData"];
        };
        Country: {
            id: number;
            name: string;
        };
        RegistrationForm: {
            countries: components["schemas"]["Country"][];
        };
        RegistrationFormResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["RegistrationForm"];
        };
        PersonName: string;
        /** @description Letters and digits only. */
        RegistrationUsername: string;
        /** Format: email */
        Email: string;
        /** @description Digits only, without the 90 prefix. */
        Phone: string;
        Password: string;
        /** @description Id of a country of the registration form. */
        CountryId: number;
        /**
         * @description Account currency; 1 is TRY.
         * @default 1
         */
        CurrencyId: number;
        /**
         * @description 1 when the trial-bonus box is ticked, else 0. The app sends it only while the box is
         *     offered (trial bonus amount above 0); a missing value means 0.
         * @default 0
         * @enum {integer}
         */
        TrialBonusChoice: 0 | 1;
        /** @description Id of the referring player, from a stored referral id. */
        ReferralId: number;
        /** @constant */
        AcceptTrue: true;
        /**
         * @description The full or the fast sign-up form. A body with `isFast: true` is the fast form; any other
         *     body is the full form. Each branch rejects the other's fields, so exactly one matches.
         */
        RegisterRequest: components["schemas"]["RegisterFullRequest"] | components["schemas"]["RegisterFastRequest"];
        RegisterFullRequest: {
            name: components["schemas"]["PersonName"];
            surname: components["schemas"]["PersonName"];
            username: components["schemas"]["RegistrationUsername"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            /** @description TC identity number, exactly 11 digits. */
            PersonalNo: string;
            country: components["schemas"]["CountryId"];
            currencyId: components["schemas"]["CurrencyId"];
            /**
             * Format: date
             * @description Year-month-day built from the three boxes; the player must be 18 or older.
             */
            birthDate: string;
            birthDateDay: string;
            birthDateMonth: string;
            birthDateYear: string;
            password: components["schemas"]["Password"];
            password2: components["schemas"]["Password"];
            trialBonus?: components["schemas"]["TrialBonusChoice"];
            refId?: components["schemas"]["ReferralId"];
            /**
             * @description Optional; the full form may say so explicitly.
             * @constant
             */
            isFast?: false;
            /** @description The player accepts the terms and conditions. */
            termsAccepted: components["schemas"]["AcceptTrue"];
            /** @description The player confirms being 18 or older. */
            ageConfirmed: components["schemas"]["AcceptTrue"];
        };
        RegisterFastRequest: {
            name: components["schemas"]["PersonName"];
            surname: components["schemas"]["PersonName"];
            username: components["schemas"]["RegistrationUsername"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            country: components["schemas"]["CountryId"];
            currencyId: components["schemas"]["CurrencyId"];
            password: components["schemas"]["Password"];
            password2: components["schemas"]["Password"];
            trialBonus?: components["schemas"]["TrialBonusChoice"];
            refId?: components["schemas"]["ReferralId"];
            /** @constant */
            isFast: true;
            /** @description The player accepts the terms and conditions. */
            termsAccepted: components["schemas"]["AcceptTrue"];
            /** @description The player confirms being 18 or older. */
            ageConfirmed: components["schemas"]["AcceptTrue"];
        };
        RecoveryUsername: string;
        RecoveryCode: string;
        ResetPasswordRequest: {
            username: components["schemas"]["RecoveryUsername"];
        };
        CheckResetCodeRequest: {
            username: components["schemas"]["RecoveryUsername"];
            code: components["schemas"]["RecoveryCode"];
        };
        ChangePasswordWithCodeRequest: {
            username: components["schemas"]["RecoveryUsername"];
            code: components["schemas"]["RecoveryCode"];
            password: components["schemas"]["Password"];
            password2: components["schemas"]["Password"];
        };
        Balance: {
            /** @description cash + bonus. */
            balance: components["schemas"]["Money"];
            /** @description Withdrawable money. */
            cash: components["schemas"]["Money"];
            /** @description Bonus money, withdrawable once its wagering is done. */
            bonus: components["schemas"]["Money"];
        };
        BalanceResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["Balance"];
        };
        /** @description The 6-digit SMS code, without the mask's dashes. */
        SmsCode: string;
        /** @description Step 1 (send a code) or step 2 (verify the code), told apart by `step`. */
        UpdatePhoneRequest: components["schemas"]["UpdatePhoneSendCodeRequest"] | components["schemas"]["UpdatePhoneVerifyRequest"];
        UpdatePhoneSendCodeRequest: {
            /** @constant */
            step: 1;
            phone: components["schemas"]["Phone"];
        };
        UpdatePhoneVerifyRequest: {
            /** @constant */
            step: 2;
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["SmsCode"];
        };
        PhoneStatus: {
            phone: components["schemas"]["Phone"];
            smsVerified: boolean;
            /** @description Seconds until another code may be sent (60 right after sending one). */
            resendAfterSeconds: number;
        };
        PhoneStatusResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["PhoneStatus"];
        };
        ChangePasswordRequest: {
            oldPassword: components["schemas"]["Password"];
            password: components["schemas"]["Password"];
            confirmPassword: components["schemas"]["Password"];
        };
        NotificationListRequest: {
            skip: components["schemas"]["Skip"];
            take: components["schemas"]["Take"];
        };
        Notification: {
            id: number;
            title: string;
            note: string;
            type: components["schemas"]["NotificationType"];
            /**
             * Format: date-time
             * @description UTC.
             */
            timeStamp: string;
            isRead: boolean;
        };
        NotificationPage: {
            items: components["schemas"]["Notification"][];
            total: number;
            /** @description Unread notifications in total, not only on this page. */
            unread: number;
        };
        NotificationPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["NotificationPage"];
        };
        ReadNotificationRequest: {
            id: number[];
        };
        Profile: {
            username: string;
            usercode: string;
            name: string;
            surname: string;
            email: string;
            phone: string | null;
            smsVerified: boolean;
            /** @description TC No with all but the last 4 digits masked; null for fast registrations. */
            personalNo: string | null;
            /** Format: date */
            birthDate: string | null;
            country: components["schemas"]["Country"] | null;
            /** @example TRY */
            currency: string;
            /** Format: date-time */
            createdAt: string;
        };
        ProfileResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["Profile"];
        };
        UpdateProfileRequest: {
            email: components["schemas"]["Email"];
        };
        FinancialActivityListRequest: {
            skip?: components["schemas"]["Skip"];
            take?: components["schemas"]["Take"];
            type?: components["schemas"]["TransactionType"];
            status?: components["schemas"]["TransactionStatus"];
            from?: components["schemas"]["DateFilter"];
            to?: components["schemas"]["DateFilter"];
        };
        FinancialActivity: {
            id: number;
            type: components["schemas"]["TransactionType"];
            status: components["schemas"]["TransactionStatus"];
            amount: components["schemas"]["Money"];
            /** @description Name of the payment method. */
            methodName: string;
            /** @description Why a transaction was rejected or cancelled, if known. */
            note: string | null;
            /**
             * @description Only on a card deposit still waiting for its payment (Created): the gateway's payment page,
             *     to continue paying there.
             */
            paymentUrl?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        FinancialActivityResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["FinancialActivity"];
        };
        FinancialActivityPage: {
            items: components["schemas"]["FinancialActivity"][];
            total: number;
        };
        FinancialActivityPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["FinancialActivityPage"];
        };
        GameHistoryListRequest: {
            skip?: components["schemas"]["Skip"];
            take?: components["schemas"]["Take"];
            /** @description Only rounds with a transaction of this type (1 rounds that won something, 2 rounds with a stake). */
            type?: components["schemas"]["GameTransactionType"];
            /** @description Only rounds of this game. */
            gameCode?: string;
            from?: components["schemas"]["DateFilter"];
            to?: components["schemas"]["DateFilter"];
        };
        GameTransaction: {
            id: number;
            type: components["schemas"]["GameTransactionType"];
            amount: components["schemas"]["Money"];
            /** Format: date-time */
            createdAt: string;
            /** @description The provider cancelled this transaction; its money went back. */
            rolledBack: boolean;
        };
        /** @description One game round of the player, newest first in the history. */
        GameRound: {
            /** @description The round's id (the provider's round id, prefixed by the provider's code). */
            roundId: string;
            gameCode: string;
            gameName: string;
            providerName: components["schemas"]["ProviderName"];
            /** @description The stakes of the round that stand (not cancelled). */
            bet: components["schemas"]["Money"];
            /** @description What the round paid, jackpot included. */
            win: components["schemas"]["Money"];
            /** @description The part of `win` that was a jackpot prize. */
            jackpot: components["schemas"]["Money"];
            /** @description Cash plus bonus just before the round's first transaction. */
            balanceBefore: components["schemas"]["Money"];
            /** @description Cash plus bonus right after the round's last transaction. */
            balanceAfter: components["schemas"]["Money"];
            /**
             * @description open while no payout closed it yet, cancelled when every stake was rolled back.
             * @enum {string}
             */
            status: "open" | "settled" | "cancelled";
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            endedAt: string;
            transactions: components["schemas"]["GameTransaction"][];
            /** @description Only for rounds of our own studio (round id `studio:…`): the game and what it decided (reels, pocket, cards, crash point), to recall the round; studio/rounds/get adds its seeds and studio/rounds/verify recomputes it. */
            studio?: components["schemas"]["StudioRoundRecall"];
        };
        GameHistoryPage: {
            items: components["schemas"]["GameRound"][];
            /** @description The number of rounds matching the filters. */
            total: number;
        };
        GameHistoryPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["GameHistoryPage"];
        };
        SessionRecord: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            /**
             * Format: date-time
             * @description When the session was logged out or ended; null while it is active.
             */
            endedAt: string | null;
            ip: string;
            userAgent: string;
            /** @description Browser and system read from the user agent, e.g. "Chrome 126 · Windows" (always sent). */
            device?: string;
            fingerprint: string | null;
            /** @description The session making this request. */
            current: boolean;
        };
        SessionHistoryPage: {
            items: components["schemas"]["SessionRecord"][];
            total: number;
        };
        SessionHistoryPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SessionHistoryPage"];
        };
        EndSessionRequest: {
            id: number;
        };
        PlayerBonus: {
            id: number;
            name: string;
            amount: components["schemas"]["Money"];
            /** @description Total bets needed before the bonus becomes cash. */
            wagerRequired: components["schemas"]["Money"];
            /** @description Bets counted so far. */
            wagered: components["schemas"]["Money"];
            status: components["schemas"]["ProcessStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
        };
        PlayerBonusResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["PlayerBonus"];
        };
        TrialBonusOffer: {
            amount: components["schemas"]["Money"];
            /** @description True while the offer is active, the player has not claimed it and the player's phone is verified. */
            claimable: boolean;
            /** @description True while the offer is active and unclaimed but the player's phone is not verified yet (verify it to claim). */
            phoneRequired: boolean;
        };
        BonusOverview: {
            trialBonus: components["schemas"]["TrialBonusOffer"];
            /** @description The player's bonuses, active ones first, then newest first. */
            items: components["schemas"]["PlayerBonus"][];
        };
        BonusOverviewResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["BonusOverview"];
        };
        BonusOffer: {
            campaignId: number;
            /** @enum {string} */
            kind: "deposit" | "cashback";
            /** @description The promotion's title, or a name of the offer's kind. */
            title: string;
            /** @description What the offer gives, in one sentence. */
            summary: string;
            /** @description The offer's terms, one sentence each (minimum deposit, wagering, weights, stake limit, period). */
            terms: string[];
            /** @description Percent of the deposit (deposit bonus) or of net casino losses (cashback). */
            percent: number;
            /** @description The largest amount it gives. */
            cap: components["schemas"]["Money"];
            /** @description The smallest qualifying deposit (deposit bonus); 0 for cashback. */
            minDeposit: components["schemas"]["Money"];
            /** @description Bets needed as a multiple of what it gives; 0 means it is paid as cash. */
            wageringMultiplier: number;
            /** @description Sports bets count towards its wagering at or above these decimal odds. */
            minOdds: number;
            /** Format: date-time */
            endsAt: string | null;
            /** @description The promotion that advertises it. */
            promotionId: number | null;
            /**
             * @description available: the player may join; joined: waiting for a qualifying deposit, or for cashback to be due; claimable: cashback is due now (cashbackDue); used: the deposit bonus was given.
             * @enum {string}
             */
            status: "available" | "joined" | "claimable" | "used";
            /**
             * @description What the player's button does now (join, claim), or null when there is nothing to do.
             * @enum {string|null}
             */
            action: "join" | "claim" | null;
            /** @description Cashback due now for a joined player (0 when none). */
            cashbackDue: components["schemas"]["Money"];
            /**
             * Format: date-time
             * @description Cashback already paid for this period: when the next period opens.
             */
            nextClaimAt: string | null;
        };
        BonusOfferListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["BonusOffer"][];
        };
        BonusOfferClaimRequest: {
            campaignId: number;
        };
        BonusOfferResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["BonusOffer"];
        };
        PaymentMethodListRequest: {
            type: components["schemas"]["TransactionType"];
        };
        PaymentMethod: {
            id: number;
            type: components["schemas"]["TransactionType"];
            name: string;
            /**
             * @description A `message` method shows no fields, only the server's answer.
             * @enum {string}
             */
            displayType: "form" | "message";
            logoUrl: string | null;
            minAmount: components["schemas"]["Money"];
            maxAmount: components["schemas"]["Money"];
        };
        PaymentMethodListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["PaymentMethod"][];
        };
        PaymentDetailRequest: {
            /** @description Payment method id. */
            id: number;
            type: components["schemas"]["TransactionType"];
        };
        PaymentFieldOption: {
            /** @description A number when the option id is numeric, else text. */
            id: number | string;
            name: string;
        };
        /** @description One field of a dynamic payment form; a field with `option` is a dropdown. */
        PaymentField: {
            /** @description Key of the value in `detail`. */
            key: string;
            /** @description Field label in the request's language. */
            label: string;
            /**
             * @description Input mask: `0` a digit, `A` a letter or digit, `S` a letter, any other character is
             *     fixed text (for example `TR00 0000 0000 0000 0000 0000 00` for an IBAN, `0000 0000 0000
             *     0000` for a card number). The value is sent without spaces and dashes. The app offers
             *     paste-from-clipboard on masked fields.
             */
            mask: string | null;
            objectType: components["schemas"]["FormFieldType"];
            option: components["schemas"]["PaymentFieldOption"][] | null;
            /** @description Smallest allowed value of a numeric field (the amount limits). */
            min?: number | null;
            /** @description Largest allowed value of a numeric field. */
            max?: number | null;
        };
        PaymentFieldListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["PaymentField"][];
        };
        /**
         * @description Field keys mapped to values. Int, Long and Decimal fields carry numbers; a Dropdown
         *     carries its option id (a number when numeric, else text); Bool a boolean; the rest text.
         */
        PaymentDetailValues: {
            [key: string]: string | number | boolean;
        };
        DepositRequest: {
            /** @description Payment method id. */
            id: number;
            /** @constant */
            target: "pay";
            detail: components["schemas"]["PaymentDetailValues"];
        };
        DepositResponse: {
            /** @constant */
            success: true;
            message: string;
            /**
             * @description A URL starting with http to continue at the payment provider (the app opens it in a
             *     new tab and shows a continue button), or a text to show; null when `message` says it all.
             */
            data: string | null;
        };
        WithdrawRequest: {
            /** @description Payment method id. */
            id: number;
            detail: components["schemas"]["PaymentDetailValues"];
        };
        CancelWithdrawalRequest: {
            /** @description The withdrawal's id (as on financial activities). */
            id: number;
        };
        CancelDepositRequest: {
            /** @description The deposit's id (as on financial activities). */
            id: number;
        };
        /** @description The notification body of one of the gateway adapters (one branch per gateway). */
        PaymentWebhookRequest: components["schemas"]["DemoGatewayEvent"];
        /** @description What the demo gateway sends when a payment on its hosted page is approved or declined. */
        DemoGatewayEvent: {
            eventId: string;
            /** @enum {string} */
            type: "payment.approved" | "payment.declined";
            /** @description The gateway's own payment id. */
            paymentId: string;
            /** @description The merchant's payment reference the payment was created with. */
            reference: string;
            /** @description The amount in minor units (kuruş). */
            amountMinor: number;
            currency: string;
            card?: {
                brand: string;
                last4: string;
            };
            declineReason?: string;
            /** Format: date-time */
            occurredAt: string;
        };
        PaymentWebhookResult: {
            reference: string;
            status: components["schemas"]["TransactionStatus"];
        };
        PaymentWebhookResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["PaymentWebhookResult"];
        };
        Game: {
            gameCode: string;
            name: string;
            providerName: components["schemas"]["ProviderName"];
            /** @description Provider id, sent as `providerId` when toggling a favourite. */
            mainProviderId: number;
            /** @description SoftGamings system id (its launch call's `system`). */
            system: string | null;
            /** @description EveryMatrix product id (its launch call's `productId`). */
            productId: string | null;
            /** @description Id of the game's casino category. */
            systemCategory: number;
            imageUrl: string | null;
            /** @description A live-casino game. */
            isLive: boolean;
        };
        GameGroup: {
            /** @description Casino category id. */
            id: number;
            name: string;
            games: components["schemas"]["Game"][];
        };
        GameGroupListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["GameGroup"][];
        };
        GameListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["Game"][];
        };
        GameSearchRequest: {
            /** @description A non-empty search term, matched against game names. */
            search: string;
            /** @description Search live-casino games instead of the others. */
            live: boolean;
            skip?: components["schemas"]["Skip"];
            take?: components["schemas"]["Take"];
        };
        CategoryGamesRequest: {
            systemCategory: number[];
            skip?: components["schemas"]["Skip"];
            take?: components["schemas"]["Take"];
        };
        ToggleFavoriteRequest: {
            /** @description The game's gameCode. */
            code: string;
            /** @description The game's mainProviderId. */
            providerId: number;
        };
        FavoriteState: {
            /** @description True when the call added the game, false when it removed it. */
            favorite: boolean;
        };
        FavoriteStateResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["FavoriteState"];
        };
        AmusnetJackpotResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["AmusnetJackpot"];
        };
        EgtJackpotResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["EgtJackpotInstance"][];
        };
        PragmaticJackpotFeed: {
            jackpots: components["schemas"]["PragmaticJackpot"][];
        };
        PragmaticJackpot: {
            name: string;
            /** @description Tiers, highest first (level 1 is the first listed). */
            tiers: components["schemas"]["PragmaticJackpotTier"][];
        };
        PragmaticJackpotTier: {
            name: string;
            amount: number;
        };
        PragmaticJackpotFeedResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["PragmaticJackpotFeed"];
        };
        GameCode: string;
        /**
         * @description Language of the game's interface.
         * @enum {string}
         */
        LaunchLanguage: "tr" | "en";
        /** @description Where the game's lobby or exit button returns to. */
        LobbyUrl: string;
        PragmaticLaunchRequest: {
            code: components["schemas"]["GameCode"];
        };
        DigitainLaunchRequest: {
            code: components["schemas"]["GameCode"];
        };
        EveryMatrixLaunchRequest: {
            code: components["schemas"]["GameCode"];
            productId: string;
        };
        AmusnetLaunchRequest: {
            code: components["schemas"]["GameCode"];
            isMobile: boolean;
        };
        /** @description Launch payload of EGT Digital and Hub88. */
        PlatformLaunchRequest: {
            platform: components["schemas"]["Platform"];
            gameCode: components["schemas"]["GameCode"];
            language: components["schemas"]["LaunchLanguage"];
            lobbyUrl: components["schemas"]["LobbyUrl"];
        };
        SoftGamingsLaunchRequest: {
            /** @description The game's `system`. */
            system: string;
            /** @description The game's gameCode. */
            pageCode: components["schemas"]["GameCode"];
            /**
             * @description 1 on mobile, 0 on desktop.
             * @enum {integer}
             */
            isMobile: 0 | 1;
        };
        LaunchUrlResponse: {
            /** @constant */
            success: true;
            message: string;
            /** @description The game URL (absolute, or relative to the site for games it serves), opened in the game frame. */
            data: string;
        };
        LaunchHtmlResponse: {
            /** @constant */
            success: true;
            message: string;
            /** @description HTML with an embedded script, injected into the game area. */
            data: string;
        };
        /**
         * @description What the operator may do: each role grants a set of permissions (opsListRoles), checked by the server on every call; `auditor` only reads.
         * @enum {string}
         */
        OperatorRole: "admin" | "support" | "finance" | "trader" | "content" | "compliance" | "auditor";
        OperatorUsername: string;
        OperatorLoginRequest: {
            username: components["schemas"]["OperatorUsername"];
            password: string;
        };
        OperatorTotpRequest: {
            /** @description The challenge `operatorLogin` answered. */
            challenge: string;
            /** @description The 6-digit TOTP code, or one of the recovery codes (XXXX-XXXX-XXXX-XXXX). */
            code: string;
        };
        OperatorChallenge: {
            /** @description Opaque; sent back to operatorVerifyTotp with the code. Single use. */
            challenge: string;
            /**
             * @description `totp`: enter the code of the authenticator app; `enrol`: add the account to one first (see enrolment).
             * @enum {string}
             */
            kind: "totp" | "enrol";
            /** Format: date-time */
            expiresAt: string;
            enrolment?: components["schemas"]["OperatorTotpEnrolment"];
        };
        /** @description Only with kind `enrol`, for an operator with no second factor yet. */
        OperatorTotpEnrolment: {
            /** @description The TOTP secret in base32, for typing into an authenticator app. */
            secret: string;
            /** @description The otpauth://totp/... URI the QR code holds. */
            otpauthUri: string;
            /** @description The QR code of otpauthUri as a data:image/svg+xml;base64 URL. */
            qrDataUrl: string;
        };
        OperatorChallengeResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OperatorChallenge"];
        };
        OperatorSession: {
            /** @description The operator bearer token (opaque), sent as the Authorization header of /ops calls. */
            token: string;
            username: string;
            role: components["schemas"]["OperatorRole"];
            permissions: components["schemas"]["OpsPermission"][];
            /** Format: date-time */
            expiresAt: string;
            /** @description Only when this sign-in confirmed an enrolment; each stands in for one TOTP code, once. Shown only here. */
            recoveryCodes?: string[];
        };
        OperatorSessionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OperatorSession"];
        };
        CreateOperatorRequest: {
            username: components["schemas"]["OperatorUsername"];
            password: string;
            role: components["schemas"]["OperatorRole"];
        };
        OperatorAccount: {
            /** Format: uuid */
            id: string;
            username: string;
            role: components["schemas"]["OperatorRole"];
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        OperatorAccountResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OperatorAccount"];
        };
        OpsNotifyRequest: {
            /**
             * @description One player (named by `player`) or every player whose account is not closed, less those in a time-out or self-exclusion and those whose marketing is stopped.
             * @enum {string}
             */
            audience: "player" | "all";
            /** @description Username (any case), usercode or player id; required when audience is player, refused when it is all. */
            player?: string;
            title: string;
            note: string;
        };
        OpsNotifyResult: {
            /** @description Players the message was stored for. */
            recipients: number;
            /** @description Live pushes the hub bus accepted (players online see the message at once, the others when they next load their list). */
            pushed: number;
        };
        SupportChatReadRequest: {
            /** @description The last message id the player saw; the marker never moves back. */
            upTo: number;
        };
        SupportChatRead: {
            conversationId: number | null;
            unread: number;
        };
        SupportChatReadResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SupportChatRead"];
        };
        PromotionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["Promotion"];
        };
        SupportMessageRequest: {
            /** @description Plain text; 1 to 1000 characters once trimmed and cleaned (checked by the server). */
            body: string;
        };
        SupportMessage: {
            id: number;
            /** @enum {string} */
            author: "player" | "operator" | "system";
            /** @description Plain text, never markup; a system message is written in the request's language. */
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        SupportConversation: {
            id: number;
            /** @enum {string} */
            status: "open" | "assigned" | "closed";
            /** @description Support's replies after the player's read marker (markSupportChatRead), the chat button's badge. */
            unread: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            closedAt: string | null;
            messages: components["schemas"]["SupportMessage"][];
        };
        SupportMessageList: {
            conversationId: number | null;
            items: components["schemas"]["SupportMessage"][];
        };
        OpsSupportTransferRequest: {
            /** Format: uuid */
            operatorId: string;
        };
        OpsSupportOperator: {
            /** Format: uuid */
            id: string;
            username: string;
            role: string;
        };
        OpsSupportOperatorList: {
            items: components["schemas"]["OpsSupportOperator"][];
        };
        OpsSupportMessage: {
            id: number;
            /** @enum {string} */
            author: "player" | "operator" | "system";
            body: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Username of the operator who wrote it. */
            operator: string | null;
        };
        OpsSupportConversationSummary: {
            id: number;
            /** @enum {string} */
            status: "open" | "assigned" | "closed";
            player: {
                /** Format: uuid */
                id: string;
                username: string;
                usercode: string;
            };
            operator: components["schemas"]["OpsSupportOperator"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastMessageAt: string;
            /** Format: date-time */
            closedAt: string | null;
            /** @description The last message's first 120 characters. */
            lastMessage: string | null;
        };
        OpsSupportConversationList: {
            items: components["schemas"]["OpsSupportConversationSummary"][];
        };
        OpsSupportConversation: {
            id: number;
            /** @enum {string} */
            status: "open" | "assigned" | "closed";
            player: {
                /** Format: uuid */
                id: string;
                username: string;
                usercode: string;
            };
            operator: components["schemas"]["OpsSupportOperator"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastMessageAt: string;
            /** Format: date-time */
            closedAt: string | null;
            /** @description The last message's first 120 characters. */
            lastMessage: string | null;
            messages: components["schemas"]["OpsSupportMessage"][];
        };
        SupportConversationResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SupportConversation"] | null;
        };
        SupportMessagesResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SupportMessageList"];
        };
        OpsSupportConversationListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsSupportConversationList"];
        };
        OpsSupportConversationResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsSupportConversation"];
        };
        OpsSupportOperatorListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsSupportOperatorList"];
        };
        OpsNotifyResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsNotifyResult"];
        };
        OpsApproveRequest: {
            /** @description An internal remark kept in the audit log (a bank's transfer number). */
            note?: string;
        };
        OpsRejectRequest: {
            /** @description Why; the player sees it on financial activities. */
            reason: string;
        };
        OpsPlayerRef: {
            /** Format: uuid */
            id: string;
            username: string;
            usercode: string;
        };
        OpsTransaction: {
            id: number;
            /** @description Our payment reference (a bank transfer's description carries it). */
            reference: string;
            type: components["schemas"]["TransactionType"];
            status: components["schemas"]["TransactionStatus"];
            amount: components["schemas"]["Money"];
            methodId: number;
            methodName: string;
            gateway: string;
            player: components["schemas"]["OpsPlayerRef"];
            /** @description The form values the player sent (a withdrawal's IBAN in full, to pay to). */
            detail: {
                [key: string]: string | number | boolean;
            };
            note: string | null;
            /** @description Username of the operator who settled it. */
            decidedBy: string | null;
            /** Format: date-time */
            decidedAt: string | null;
            /** @description A withdrawal above the four-eyes threshold that one operator approved, waiting for a second; else null. */
            pendingApproval: components["schemas"]["OpsPendingApproval"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        OpsTransactionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsTransaction"];
        };
        OpsTransactionPage: {
            items: components["schemas"]["OpsTransaction"][];
            total: number;
        };
        OpsTransactionPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsTransactionPage"];
        };
        OpsPlayer: {
            /** Format: uuid */
            id: string;
            usercode: string;
            username: string;
            email: string;
            phone: string;
            name: string;
            surname: string;
            /** @enum {string} */
            status: "active" | "suspended" | "closed";
            /** Format: date-time */
            createdAt: string;
            cash: components["schemas"]["Money"];
            bonus: components["schemas"]["Money"];
            hold: components["schemas"]["Money"];
            pendingWithdrawals: number;
        };
        OpsPlayerListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsPlayer"][];
        };
        /**
         * @description What an operation needs (each ops operation names one with `x-permission`); `self` is every signed-in operator's (their own session).
         * @enum {string}
         */
        OpsPermission: "self" | "overview:read" | "withdrawals:read" | "withdrawals:decide" | "deposits:read" | "deposits:decide" | "players:read" | "players:manage" | "players:message" | "players:adjust" | "approvals:read" | "approvals:decide" | "bets:resettle" | "protection:lift" | "operators:manage" | "audit:read" | "settings:read" | "settings:manage" | "metrics:read" | "content:read" | "content:manage" | "sports:trade" | "kyc:read" | "kyc:decide" | "aml:read" | "aml:decide" | "bonuses:read" | "bonuses:manage" | "support:chat" | "providers:read" | "providers:manage";
        OpsMe: {
            /** Format: uuid */
            id: string;
            username: string;
            role: components["schemas"]["OperatorRole"];
            permissions: components["schemas"]["OpsPermission"][];
            /** @description The session ends after this long without a call. */
            idleTimeoutSeconds: number;
        };
        OpsMeResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsMe"];
        };
        OpsRole: {
            role: components["schemas"]["OperatorRole"];
            permissions: components["schemas"]["OpsPermission"][];
        };
        OpsRoleListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsRole"][];
        };
        /** @enum {string} */
        OpsOperatorState: "active" | "locked" | "removed";
        OpsOperator: {
            /** Format: uuid */
            id: string;
            username: string;
            role: components["schemas"]["OperatorRole"];
            state: components["schemas"]["OpsOperatorState"];
            totpEnrolled: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        OpsOperatorListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsOperator"][];
        };
        OpsOperatorRoleRequest: {
            role: components["schemas"]["OperatorRole"];
        };
        OpsReasonRequest: {
            /** @description Why; kept in the audit log. */
            reason: string;
        };
        OpsNoteRequest: {
            /** @description An internal remark kept in the audit log. */
            note?: string;
        };
        OpsSettings: {
            /** @description A withdrawal above this amount needs a second operator's approval (four-eyes). */
            withdrawalApprovalThreshold: components["schemas"]["Money"];
        };
        OpsSettingsRequest: {
            /** @description TRY; 0 puts every withdrawal under four-eyes. */
            withdrawalApprovalThreshold: number;
        };
        OpsSettingsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsSettings"];
        };
        /**
         * @description An identity card's or passport's front or back, or a proof of address (a utility bill or bank statement).
         * @enum {string}
         */
        KycDocumentKind: "idCardFront" | "idCardBack" | "passportFront" | "passportBack" | "proofOfAddress";
        /** @enum {string} */
        KycDocumentStatus: "pending" | "approved" | "rejected" | "expired";
        /**
         * @description basic: name, birth date, a TC Kimlik No valid by its checksum, 18 or older, phone verified; full: an identity document (card or passport, front and back) and a proof of address approved.
         * @enum {string}
         */
        KycTier: "unverified" | "basic" | "full";
        KycDocument: {
            id: number;
            kind: components["schemas"]["KycDocumentKind"];
            status: components["schemas"]["KycDocumentStatus"];
            fileName: string;
            /** @enum {string} */
            contentType: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
            /** @description Bytes. */
            size: number;
            /** Format: date-time */
            uploadedAt: string;
            /** Format: date-time */
            reviewedAt: string | null;
            /** @description Why a compliance operator rejected it (shown to the player). */
            rejectionReason: string | null;
            /**
             * Format: date-time
             * @description When an approved document stops counting (then it is expired).
             */
            expiresAt: string | null;
        };
        KycDocumentResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["KycDocument"];
        };
        KycDocumentsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["KycDocument"][];
            };
        };
        KycVerification: {
            tier: components["schemas"]["KycTier"];
            basic: {
                met: boolean;
                name: boolean;
                birthDate: boolean;
                /** @description A TC Kimlik No is on file and valid by its checksum. */
                personalNo: boolean;
                adult: boolean;
                phoneVerified: boolean;
            };
            full: {
                met: boolean;
                /** @description The best status among the identity documents (both sides of a card or a passport count as one). */
                identity: components["schemas"]["KycDocumentStatus"];
                address: components["schemas"]["KycDocumentStatus"];
            };
            withdrawal: {
                allowed: boolean;
                /** @description TRY per withdrawal the tier allows; null without a limit. */
                upTo: number | null;
                requiredTier: components["schemas"]["KycTier"];
            };
        };
        KycVerificationResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["KycVerification"];
        };
        OpsKycDocument: {
            id: number;
            kind: components["schemas"]["KycDocumentKind"];
            status: components["schemas"]["KycDocumentStatus"];
            fileName: string;
            contentType: string;
            size: number;
            /** Format: date-time */
            uploadedAt: string;
            /** Format: date-time */
            reviewedAt: string | null;
            /** @description The reviewing operator's username. */
            reviewedBy: string | null;
            rejectionReason: string | null;
            /** Format: date-time */
            expiresAt: string | null;
            player: components["schemas"]["OpsKycPlayer"];
        };
        OpsKycPlayer: {
            /** Format: uuid */
            id: string;
            username: string;
            name: string;
            surname: string;
            /** Format: date */
            birthDate: string | null;
        };
        OpsKycDocumentResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsKycDocument"];
        };
        OpsKycDocumentsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["OpsKycDocument"][];
                total: number;
            };
        };
        OpsKycReviewRequest: {
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description Required to reject; the player sees it. */
            reason?: string;
        };
        /** @enum {string} */
        AmlCaseStatus: "open" | "cleared" | "blocked";
        /**
         * @description Which check opened the case: deposits or withdrawals summed over the rolling 24 hours or 30 days reached their threshold; many small deposits in 24 hours; a withdrawal of money deposited in the last 7 days with little of it staked.
         * @enum {string}
         */
        AmlRule: "depositThresholdDay" | "depositThresholdMonth" | "withdrawalThresholdDay" | "withdrawalThresholdMonth" | "manySmallDeposits" | "withdrawalAfterLittlePlay";
        OpsAmlCase: {
            id: number;
            rule: components["schemas"]["AmlRule"];
            status: components["schemas"]["AmlCaseStatus"];
            player: components["schemas"]["OpsKycPlayer"];
            /** Format: date-time */
            openedAt: string;
            /** @description What the check saw, in TRY (count is a number of payments); the ones a rule does not use are null. */
            figures: {
                total: number | null;
                threshold: number | null;
                count: number | null;
                deposited: number | null;
                staked: number | null;
            };
            /** @description The payments the case is about; a pending withdrawal among them waits for the case. */
            payments: {
                id: number;
                /** @enum {string} */
                type: "deposit" | "withdrawal";
                status: string;
                amount: number;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** Format: date-time */
            resolvedAt: string | null;
            resolvedBy: string | null;
            resolutionNote: string | null;
        };
        OpsAmlCaseResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsAmlCase"];
        };
        OpsAmlCasesResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["OpsAmlCase"][];
                total: number;
            };
        };
        OpsAmlResolveRequest: {
            /** @enum {string} */
            outcome: "cleared" | "blocked";
            note: string;
        };
        OpsComplianceSettings: {
            /**
             * @description full: only fully verified players withdraw; basic: basic players too, up to basicWithdrawalLimit per withdrawal.
             * @enum {string}
             */
            withdrawalTier: "full" | "basic";
            /** @description TRY; what one withdrawal of a basic player may be when withdrawalTier is basic. */
            basicWithdrawalLimit: number;
            /** @description How long an approved document counts before it expires. */
            documentValidityDays: number;
            /** @description TRY; deposits (or withdrawals) in the rolling 24 hours reaching it open a case. */
            amlDayThreshold: number;
            /** @description TRY; deposits (or withdrawals) in the rolling 30 days reaching it open a case. */
            amlMonthThreshold: number;
            /** @description TRY; a deposit below it is small. */
            smallDepositAmount: number;
            /** @description This many small deposits in the rolling 24 hours open a case. */
            smallDepositCount: number;
            /** @description TRY; the little-play check looks at withdrawals of at least this much. */
            littlePlayMinimum: number;
            /** @description A withdrawal after deposits in the last 7 days of which less than this percentage was staked opens a case. */
            littlePlayPercent: number;
            /** @description How long a player's limit increase or removal waits before the player can confirm it (at least the 24 hours the rules ask). Left out, it stays as it is. */
            coolingOffHours?: number;
            /** @description A rejected document's file is deleted from storage this many days after the rejection (the record stays). Left out, it stays as it is. */
            rejectedFileRetentionDays?: number;
            /** @description An expired document's file is deleted this many days after it expired (default 2920, the 8 years of the AML law). Left out, it stays as it is. */
            expiredFileRetentionDays?: number;
        };
        OpsComplianceSettingsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsComplianceSettings"];
        };
        /** @enum {string} */
        OpsApprovalKind: "withdrawal" | "adjustment" | "resettlement" | "selfExclusionLift";
        /** @enum {string} */
        OpsApprovalStatus: "pending" | "approved" | "rejected";
        OpsApproval: {
            id: number;
            kind: components["schemas"]["OpsApprovalKind"];
            status: components["schemas"]["OpsApprovalStatus"];
            /** @description What is acted on (transaction, player, bet). */
            targetKind: string;
            targetId: string;
            /** @description The proposal's facts as proposed (an adjustment's amount and reason, a withdrawal's amount and IBAN). */
            summary: {
                [key: string]: string | number | boolean | null;
            };
            /** @description The money at stake, when there is some. */
            amount: components["schemas"]["Money"] | null;
            player: components["schemas"]["OpsPlayerRef"] | null;
            /** @description Username of the proposing operator. */
            proposedBy: string;
            /** Format: date-time */
            proposedAt: string;
            proposalNote: string | null;
            decidedBy: string | null;
            /** Format: date-time */
            decidedAt: string | null;
            decisionNote: string | null;
        };
        OpsApprovalResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsApproval"];
        };
        OpsApprovalPage: {
            items: components["schemas"]["OpsApproval"][];
            total: number;
        };
        OpsApprovalPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsApprovalPage"];
        };
        /** @description A four-eyes proposal waiting for a second operator. */
        OpsPendingApproval: {
            proposalId: number;
            proposedBy: string;
            /** Format: date-time */
            proposedAt: string;
        };
        OpsAdjustmentRequest: {
            /** @description TRY; positive credits the player's cash, negative debits it. */
            amount: number;
            reason: string;
        };
        OpsAuditRow: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            actorKind: "player" | "operator" | "system";
            actorId: string | null;
            /** @description The operator's username or the player's, when the actor is one. */
            actorName: string | null;
            action: string;
            targetKind: string | null;
            targetId: string | null;
            /** @description The facts of the action (before and after where something changed) as JSON text, keys sorted; free-form by action, so passed as text rather than an open object. */
            details: string;
            ip: string | null;
            requestId: string | null;
            /** @description The hash of the row before (64 zeros for the first chained row); null on rows written before the chain began. */
            prevHash: string | null;
            /** @description SHA-256 (hex) of prevHash, a line feed and this row's canonical serialisation. */
            hash: string | null;
        };
        OpsAuditPage: {
            items: components["schemas"]["OpsAuditRow"][];
            /** @description Pass as `before` for the next (older) page; null when there is none. */
            nextBefore: number | null;
        };
        OpsAuditPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsAuditPage"];
        };
        OpsAuditVerify: {
            ok: boolean;
            /** @description Chained rows checked. */
            checked: number;
            /** @description The first row whose hash or link does not match, or null. */
            firstBroken: null | {
                id: number;
                /**
                 * @description `hash`: the row's content changed; `link`: its prevHash is not the previous row's hash (a row was removed or inserted); `missing`: an unchained row after the chain began.
                 * @enum {string}
                 */
                reason: "hash" | "link" | "missing";
            };
        };
        OpsAuditVerifyResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsAuditVerify"];
        };
        OpsPlayerRound: {
            roundId: string;
            gameCode: string;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            lastAt: string;
            stake: components["schemas"]["Money"];
            win: components["schemas"]["Money"];
            transactions: number;
        };
        OpsPlayerRoundPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["OpsPlayerRound"][];
                total: number;
            };
        };
        OpsPlayerBonus: {
            id: number;
            /** @enum {string} */
            kind: "trial" | "deposit" | "manual" | "cashback";
            /** @enum {string} */
            status: "active" | "converted" | "expired" | "forfeited";
            amount: components["schemas"]["Money"];
            balance: components["schemas"]["Money"];
            wagerRequired: components["schemas"]["Money"];
            wagered: components["schemas"]["Money"];
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            endedAt: string | null;
        };
        OpsPlayerBonusPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["OpsPlayerBonus"][];
                total: number;
            };
        };
        OpsPlayerNotificationPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["NotificationPage"];
        };
        OpsReport: {
            /** @enum {string} */
            kind: "daily" | "games" | "providers" | "payments";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            columns: string[];
            /** @description Cells as the CSV writes them (amounts as plain decimals), one array per row. */
            rows: string[][];
            /** @description The same table as CSV, a header line first, CRLF line ends. */
            csv: string;
            filename: string;
        };
        OpsReportResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsReport"];
        };
        OpsGgr: {
            /** @description Stakes less wins. */
            ggr: components["schemas"]["Money"];
            /** @description GGR less bonus cost (bonus money granted net of what expired back). */
            ngr: components["schemas"]["Money"];
        };
        OpsPeriodFigures: {
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            casino: components["schemas"]["OpsGgr"];
            sports: components["schemas"]["OpsGgr"];
            /** @description Players with at least one ledger movement in the period. */
            activePlayers: number;
            newPlayers: number;
        };
        OpsDayFigures: {
            /** Format: date */
            date: string;
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            casino: components["schemas"]["OpsGgr"];
            sports: components["schemas"]["OpsGgr"];
            activePlayers: number;
            newPlayers: number;
        };
        OpsOverview: {
            /** Format: date-time */
            generatedAt: string;
            today: components["schemas"]["OpsPeriodFigures"];
            week: components["schemas"]["OpsPeriodFigures"];
            month: components["schemas"]["OpsPeriodFigures"];
            pending: {
                withdrawals: number;
                deposits: number;
                approvals: number;
            };
            /** @description The last 30 days, oldest first, today last. */
            daily: components["schemas"]["OpsDayFigures"][];
        };
        OpsOverviewResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsOverview"];
        };
        OpsPlayerDetail: {
            /** Format: uuid */
            id: string;
            usercode: string;
            username: string;
            email: string;
            phone: string;
            phoneVerified: boolean;
            name: string;
            surname: string;
            /** Format: date */
            birthDate: string | null;
            country: string | null;
            /** @enum {string} */
            status: "active" | "suspended" | "closed";
            statusReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            cash: components["schemas"]["Money"];
            bonus: components["schemas"]["Money"];
            hold: components["schemas"]["Money"];
            pendingWithdrawals: number;
            openSessions: number;
        };
        OpsPlayerDetailResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsPlayerDetail"];
        };
        OpsLedgerLine: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @description What the movement is (deposit, withdraw.request, bet, win, adjustment, ...). */
            kind: string;
            /** @enum {string} */
            account: "cash" | "bonus" | "hold";
            amount: components["schemas"]["Money"];
            balanceAfter: components["schemas"]["Money"];
            /** Format: uuid */
            entryId: string;
        };
        OpsLedgerPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["OpsLedgerLine"][];
                total: number;
            };
        };
        OpsPlayerSession: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            /** Format: date-time */
            endedAt: string | null;
            ip: string | null;
            userAgent: string | null;
            open: boolean;
        };
        OpsPlayerSessionPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["OpsPlayerSession"][];
                total: number;
            };
        };
        OpsPlayerNote: {
            id: number;
            text: string;
            author: string;
            /** Format: date-time */
            createdAt: string;
        };
        OpsPlayerNoteRequest: {
            text: string;
        };
        OpsPlayerNoteResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsPlayerNote"];
        };
        OpsPlayerNotePageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["OpsPlayerNote"][];
                total: number;
            };
        };
        OpsPromotionText: {
            title: string;
            /** @description Rich text as HTML; sanitised by the server before it is stored. */
            descriptionHtml: string;
        };
        OpsPromotionTexts: {
            tr: components["schemas"]["OpsPromotionText"];
            en?: components["schemas"]["OpsPromotionText"];
        };
        OpsPromotion: {
            id: number;
            slug: string;
            sort: number;
            enabled: boolean;
            texts: components["schemas"]["OpsPromotionTexts"];
            /** @description The main image (type 2), if any. */
            imageUrl: string | null;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: date-time
             * @description Shown from this instant; null for no start.
             */
            startsAt: string | null;
            /**
             * Format: date-time
             * @description Shown until this instant (excluded); null for no end.
             */
            endsAt: string | null;
        };
        OpsPromotionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsPromotion"];
        };
        OpsPromotionListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsPromotion"][];
        };
        OpsPromotionSaveRequest: {
            /** @description The promotion to change; absent for a new one. */
            id?: number;
            slug: string;
            sort: number;
            enabled: boolean;
            texts: components["schemas"]["OpsPromotionTexts"];
            /** @description The main image's address (a site path or an https URL); null removes it; absent keeps it. */
            imageUrl?: string | null;
            /**
             * Format: date-time
             * @description Show the promotion (listed, and its page answered) from this instant (absent or null, no start). Applied when the player's request is served, so it appears at that minute on every instance.
             */
            startsAt?: string | null;
            /**
             * Format: date-time
             * @description Show the promotion (listed, and its page answered) until this instant (absent or null, no end); must be after startsAt.
             */
            endsAt?: string | null;
        };
        /**
         * @description Which of the studio's games.
         * @enum {string}
         */
        StudioGame: "slot" | "roulette" | "blackjack" | "crash" | "tombala" | "keno" | "live-roulette";
        /** @description The launch token of the game page's URL (`?token=`), issued by casino/studiolaunchurl. */
        StudioLaunchToken: string;
        /** @description The page's id for this play (a fresh UUID per click); a retry with the same id answers the same round and moves no money twice. */
        StudioRequestId: string;
        /** @description The player's client seed (1 to 64 printable characters). */
        StudioClientSeed: string;
        StudioTokenRequest: {
            token: components["schemas"]["StudioLaunchToken"];
        };
        /** @description The player's seed pair as the player may see it while playing with it. */
        StudioFairness: {
            /** @description SHA-256 of the server seed's hex text, committed before any round played with it. */
            serverSeedHash: string;
            clientSeed: components["schemas"]["StudioClientSeed"];
            /** @description The nonce the next round will use. */
            nonce: number;
        };
        StudioRevealedSeedPair: {
            serverSeed: string;
            serverSeedHash: string;
            clientSeed: components["schemas"]["StudioClientSeed"];
            /** @description Rounds played with the pair used nonces 0 .. roundsPlayed - 1. */
            roundsPlayed: number;
        };
        StudioBetLimits: {
            min: components["schemas"]["Money"];
            max: components["schemas"]["Money"];
            /** @description Every stake is a multiple of this (it makes every payout an exact kuruş amount). */
            step: components["schemas"]["Money"];
        };
        StudioSession: {
            game: components["schemas"]["StudioGame"];
            gameCode: string;
            gameName: string;
            /** @constant */
            currency: "TRY";
            /** @description Cash plus bonus money, what the game shows. */
            balance: components["schemas"]["Money"];
            fairness: components["schemas"]["StudioFairness"];
            limits: components["schemas"]["StudioBetLimits"];
            /** @description The game's declared return to player, in percent (exact to the digits shown). */
            rtp: number;
            /** @description The round still in play (a blackjack hand waiting for a decision), or null. */
            unfinished: components["schemas"]["StudioRound"] | null;
            /** @description Ids of interrupted rounds this call completed or rolled back. */
            recovered: string[];
        };
        StudioSessionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["StudioSession"];
        };
        StudioRotateSeedsRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            clientSeed?: components["schemas"]["StudioClientSeed"];
        };
        StudioRotateSeeds: {
            revealed: components["schemas"]["StudioRevealedSeedPair"];
            fairness: components["schemas"]["StudioFairness"];
        };
        StudioRotateSeedsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["StudioRotateSeeds"];
        };
        StudioSlotSpinRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            requestId: components["schemas"]["StudioRequestId"];
            /** @description The total bet (20 lines or 20 units; a multiple of 0.20). */
            bet: components["schemas"]["Money"];
        };
        /** @enum {string} */
        StudioRouletteBetKind: "straight" | "split" | "street" | "corner" | "six-line" | "column" | "dozen" | "red" | "black" | "even" | "odd" | "low" | "high";
        /** @description Inside bets (straight, split, street, corner, six-line) name their numbers; column and dozen name their index 1..3; the even-money bets name nothing else. Zero bets follow the European layout (0-1, 0-2, 0-3 splits, 0-1-2 and 0-2-3 streets, the 0-1-2-3 corner). */
        StudioRouletteBet: {
            kind: components["schemas"]["StudioRouletteBetKind"];
            numbers?: number[];
            /** @enum {integer} */
            index?: 1 | 2 | 3;
            amount: components["schemas"]["Money"];
        };
        StudioRouletteSpinRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            requestId: components["schemas"]["StudioRequestId"];
            bets: components["schemas"]["StudioRouletteBet"][];
        };
        StudioBlackjackDealRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            requestId: components["schemas"]["StudioRequestId"];
            /** @description The original bet (a multiple of 0.02). */
            bet: components["schemas"]["Money"];
        };
        /** @enum {string} */
        StudioBlackjackAction: "hit" | "stand" | "double" | "split" | "insurance" | "no-insurance";
        StudioBlackjackActionRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            roundId: string;
            action: components["schemas"]["StudioBlackjackAction"];
            /** @description How many decisions the round had when the player chose this one. */
            step: number;
        };
        StudioCrashBetRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            requestId: components["schemas"]["StudioRequestId"];
            /** @description Whole lira (a multiple of 1.00). */
            bet: components["schemas"]["Money"];
            /** @description Cash out automatically at this multiplier (two decimals), when reached. */
            autoCashOut?: number;
        };
        StudioRoundLookupRequest: {
            roundId: string;
        };
        /** @description The seeds of one round. `serverSeed` is null until the player rotated the pair (crash - until the round crashed). */
        StudioRoundFairness: {
            /** @description The commitment shown before the round (for crash, the previous seed of the hash chain). */
            serverSeedHash: string;
            serverSeed: string | null;
            /** @description The player's client seed (for crash, the chain's public salt). */
            clientSeed: string;
            /** @description The round's nonce (for crash, the round number); null before the outcome is drawn. */
            nonce: number | null;
        };
        StudioJackpotWin: {
            pool: string;
            /** @description 1 grand, 2 major, 3 minor, 4 mini. */
            level: number;
            amount: components["schemas"]["Money"];
        };
        StudioSlotLineWin: {
            line: number;
            symbol: string;
            count: number;
            /** @description Line bets won. */
            units: number;
        };
        StudioSlotSpin: {
            /** @enum {string} */
            kind: "base" | "free";
            stops: number[];
            /** @description Symbol codes per reel, top to bottom (W wild, S scatter). */
            grid: string[][];
            lineWins: components["schemas"]["StudioSlotLineWin"][];
            scatters: number;
            freeSpinsAwarded: number;
            multiplier: number;
            winUnits: number;
        };
        StudioSlotOutcome: {
            /** @constant */
            game: "slot";
            lineBet: components["schemas"]["Money"];
            base: components["schemas"]["StudioSlotSpin"];
            freeSpins: components["schemas"]["StudioSlotSpin"][];
            winUnits: number;
        };
        StudioWaysWin: {
            symbol: string;
            /** @description Reels matched from the leftmost. */
            count: number;
            /** @description The product of the matching cells on those reels. */
            ways: number;
            /** @description Units won (pay per way x ways) before the spin's multiplier; 20 units = the bet. */
            units: number;
        };
        StudioWaysSpin: {
            /** @enum {string} */
            kind: "base" | "free";
            stops: number[];
            /** @description Symbol codes per reel, top to bottom (W lantern wild, S moon scatter). */
            grid: string[][];
            wins: components["schemas"]["StudioWaysWin"][];
            scatters: number;
            scatterUnits: number;
            freeSpinsAwarded: number;
            multiplier: number;
            winUnits: number;
        };
        /** @description Boğaz Gecesi (studio-bosphorus) - 243 ways, free spins on a multiplier climbing x1 to x5. */
        StudioWaysOutcome: {
            /** @constant */
            game: "bosphorus";
            /** @description One unit (the bet / 20). */
            unit: components["schemas"]["Money"];
            base: components["schemas"]["StudioWaysSpin"];
            freeSpins: components["schemas"]["StudioWaysSpin"][];
            winUnits: number;
        };
        StudioHoldCoin: {
            /** @description reel x 3 + row. */
            cell: number;
            units: number;
            /** @enum {string|null} */
            label: "mini" | "major" | null;
        };
        StudioHoldRespin: {
            landed: components["schemas"]["StudioHoldCoin"][];
            respinsLeft: number;
        };
        StudioHoldFeature: {
            respins: components["schemas"]["StudioHoldRespin"][];
            coins: components["schemas"]["StudioHoldCoin"][];
            full: boolean;
            coinUnits: number;
            grandUnits: number;
        };
        /** @description Kapalıçarşı Hazinesi (studio-bazaar) - 20 lines, 6+ coins start the hold-and-win respins. */
        StudioHoldAndWinOutcome: {
            /** @constant */
            game: "bazaar";
            /** @description One unit (a line bet, the bet / 20). */
            unit: components["schemas"]["Money"];
            stops: number[];
            /** @description Symbol codes per reel, top to bottom (W lamp wild, O coin). */
            grid: string[][];
            lineWins: components["schemas"]["StudioSlotLineWin"][];
            lineUnits: number;
            /** @description The paid spin's coins with their values (paid only when six or more start the feature). */
            coins: components["schemas"]["StudioHoldCoin"][];
            feature: components["schemas"]["StudioHoldFeature"] | null;
            winUnits: number;
        };
        StudioRouletteResult: {
            bet: components["schemas"]["StudioRouletteBet"];
            covered: number[];
            won: boolean;
            /** @description Stake plus winnings, or 0. */
            payout: components["schemas"]["Money"];
        };
        StudioRouletteOutcome: {
            /** @constant */
            game: "roulette";
            pocket: number;
            /** @enum {string} */
            color: "green" | "red" | "black";
            results: components["schemas"]["StudioRouletteResult"][];
        };
        StudioBlackjackHand: {
            /** @description Card codes 0..51 (suit = floor(code / 13) spades, hearts, diamonds, clubs; rank = code % 13 + 1). */
            cards: number[];
            total: number;
            soft: boolean;
            wager: components["schemas"]["Money"];
            doubled: boolean;
            fromSplit: boolean;
            done: boolean;
            /** @enum {string|null} */
            result: "blackjack" | "win" | "push" | "lose" | "bust" | null;
        };
        StudioBlackjackOutcome: {
            /** @constant */
            game: "blackjack";
            /** @enum {string} */
            phase: "insurance" | "player" | "settled";
            /** @description The dealer's cards; the hole card is null until the round is settled. */
            dealer: (number | null)[];
            /** @description The dealer's final total once settled (the up card's value before). */
            dealerTotal: number | null;
            hands: components["schemas"]["StudioBlackjackHand"][];
            active: number;
            /** @enum {string} */
            insurance: "not-offered" | "offered" | "taken" | "declined";
            legalActions: components["schemas"]["StudioBlackjackAction"][];
            /** @description The player's decisions so far (with the seeds they replay the round). */
            actions: components["schemas"]["StudioBlackjackAction"][];
        };
        StudioCrashOutcome: {
            /** @constant */
            game: "crash";
            roundNumber: number;
            /** @description The multiplier the round crashed at (null while it runs). */
            crashPoint: number | null;
            autoCashOut: number | null;
            /** @description The multiplier the player cashed out at, or null. */
            cashedOutAt: number | null;
        };
        StudioTombalaStateRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            roomId?: string;
        };
        StudioTombalaBuyRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            requestId: components["schemas"]["StudioRequestId"];
            roomId: string;
            count: number;
        };
        /** @description 3 rows of 9 cells; 0 is an empty cell. */
        StudioTombalaCard: number[][];
        StudioTombalaPrize: {
            /** @enum {string} */
            prize: "cinko" | "ikinci" | "tombala";
            /** @description The prize (shared between its winning tickets); null while a pool room is still selling. */
            amount: number | null;
            /** @description The ball count at which it fell, once that ball was drawn. */
            ball: number | null;
            /** @description The winning ticket numbers, once its ball was drawn. */
            winners: number[];
        };
        StudioTombalaGame: {
            gameId: number;
            roomId: string;
            /** @enum {string} */
            phase: "selling" | "drawing" | "finished";
            /** Format: date-time */
            salesEndAt: string;
            /** Format: date-time */
            drawStartsAt: string | null;
            /** @description One ball is drawn every ballMs from drawStartsAt. */
            ballMs: number;
            ticketPrice: components["schemas"]["Money"];
            ticketsSold: number;
            /** @enum {string} */
            prizeMode: "pool" | "fixed";
            prizes: components["schemas"]["StudioTombalaPrize"][];
            /** @description The balls drawn so far, in order. */
            balls: number[];
            /** @description SHA-256 of the game's seed, shown before the first ticket is sold. */
            seedHash: string;
            /** @description The game's seed, revealed once the game finished (cards and draw recompute from it). */
            seed: string | null;
            /** @description The game's public salt (the client seed of the draw and of every ticket). */
            salt: string;
            /** Format: date-time */
            now: string;
        };
        StudioTombalaRoom: {
            roomId: string;
            name: string;
            ticketPrice: components["schemas"]["Money"];
            maxTickets: number;
            /** @enum {string} */
            prizeMode: "pool" | "fixed";
            /** @enum {string} */
            phase: "selling" | "drawing" | "finished";
            /** Format: date-time */
            salesEndAt: string;
            ticketsSold: number;
        };
        StudioTombalaTicket: {
            ticketNo: number;
            roundId: string;
            card: components["schemas"]["StudioTombalaCard"];
            /** @description What the ticket won, once the game finished. */
            prize: number | null;
        };
        StudioTombalaHistoryItem: {
            gameId: number;
            balls: number[];
            seed: string;
            /** Format: date-time */
            finishedAt: string;
        };
        StudioTombalaState: {
            rooms: components["schemas"]["StudioTombalaRoom"][];
            game: components["schemas"]["StudioTombalaGame"];
            /** @description The player's tickets in this game (or, while the next game sells, in the one just finished). */
            myTickets: components["schemas"]["StudioTombalaTicket"][];
            /** @description The room's last finished games, newest first. */
            history: components["schemas"]["StudioTombalaHistoryItem"][];
            balance: components["schemas"]["Money"];
            limits: components["schemas"]["StudioBetLimits"];
        };
        StudioTombalaStateResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["StudioTombalaState"];
        };
        StudioTombalaOutcome: {
            /** @constant */
            game: "tombala";
            roomId: string;
            gameId: number;
            tickets: components["schemas"]["StudioTombalaTicket"][];
            /** @description The whole draw up to the tombala ball (empty until the game finished). */
            balls: number[];
            prizes: components["schemas"]["StudioTombalaPrize"][];
        };
        /** @description A keno bet: spots (1 to 8 distinct numbers of 1..80), colour (of the first ball) or total (of the 20 balls, over or under 810). */
        StudioKenoBetSpec: {
            /** @enum {string} */
            kind: "spots" | "colour" | "total";
            numbers?: number[];
            /**
             * @description red 1-20, yellow 21-40, green 41-60, blue 61-80.
             * @enum {string}
             */
            colour?: "red" | "yellow" | "green" | "blue";
            /** @enum {string} */
            side?: "over" | "under";
        };
        StudioKenoBetRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            requestId: components["schemas"]["StudioRequestId"];
            /** @description The draw the bet is for (the one taking bets); a bet arriving after its bets closed is refused. */
            drawNo: number;
            bet: components["schemas"]["StudioKenoBetSpec"];
            stake: components["schemas"]["Money"];
        };
        StudioKenoResultsRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            /** @default 20 */
            limit: number;
        };
        StudioKenoBall: {
            number: number;
            /**
             * Format: date-time
             * @description The moment every page shows this ball.
             */
            at: string;
        };
        StudioKenoDraw: {
            drawNo: number;
            /** @enum {string} */
            phase: "betting" | "drawing" | "result";
            /** Format: date-time */
            opensAt: string;
            /** Format: date-time */
            betsCloseAt: string;
            /** Format: date-time */
            drawStartsAt: string;
            /** @description One ball is shown every ballMs from drawStartsAt. */
            ballMs: number;
            /** Format: date-time */
            lastBallAt: string;
            /**
             * Format: date-time
             * @description The next draw opens.
             */
            endsAt: string;
            /** @description Empty while bets are taken; from the close, the 20 balls in order with the moment each is shown. */
            balls: components["schemas"]["StudioKenoBall"][];
            /** @description SHA-256 of the draw's seed, shown before bets close. */
            seedHash: string;
            /** @description The draw's seed, revealed once every bet of the draw was paid. */
            seed: string | null;
            /** @description The draw's public salt (the client seed of its stream, nonce 0). */
            salt: string;
            /**
             * Format: date-time
             * @description The server's clock when answered (pages align their animation with it).
             */
            now: string;
        };
        StudioKenoBet: {
            roundId: string;
            drawNo: number;
            bet: components["schemas"]["StudioKenoBetSpec"];
            stake: components["schemas"]["Money"];
            /** @enum {string} */
            status: "open" | "settled" | "cancelled";
            /** @description What the bet paid, once the draw was paid. */
            win: number | null;
            /** @description Spots - the numbers picked that were drawn, once the draw was paid. */
            hits: number[] | null;
        };
        StudioKenoResult: {
            drawNo: number;
            balls: number[];
            total: number;
            /** @enum {string} */
            firstColour: "red" | "yellow" | "green" | "blue";
            seed: string;
            seedHash: string;
            salt: string;
            /** Format: date-time */
            endedAt: string;
        };
        StudioKenoPaytableRow: {
            picks: number;
            pays: {
                hits: number;
                multiplier: number;
            }[];
        };
        StudioKenoPaytable: {
            spots: components["schemas"]["StudioKenoPaytableRow"][];
            /** @description What a winning colour bet pays (stake included). */
            colour: number;
            /** @description What a winning over/under bet pays (stake included). */
            total: number;
            /** @description The line of the over/under bet (a total equal to it loses both). */
            totalLine: number;
        };
        StudioKenoState: {
            draw: components["schemas"]["StudioKenoDraw"];
            /** @description The player's bets of this draw and the one before it, newest first. */
            myBets: components["schemas"]["StudioKenoBet"][];
            /** @description The last finished draws, newest first. */
            results: components["schemas"]["StudioKenoResult"][];
            paytable: components["schemas"]["StudioKenoPaytable"];
            balance: components["schemas"]["Money"];
            limits: components["schemas"]["StudioBetLimits"];
        };
        StudioKenoStateResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["StudioKenoState"];
        };
        StudioKenoResultsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["StudioKenoResult"][];
        };
        StudioKenoOutcome: {
            /** @constant */
            game: "keno";
            /** @description The draw (null for typed-in seeds). */
            drawNo: number | null;
            bet: components["schemas"]["StudioKenoBetSpec"] | null;
            /** @description The 20 balls in order (empty until the draw was paid). */
            balls: number[];
            total: number | null;
            /** @enum {string|null} */
            firstColour: "red" | "yellow" | "green" | "blue" | null;
            /** @description Spots - the numbers picked that were drawn. */
            hits: number[];
            /** @description What the bet paid per lira staked (0 - lost); null until paid or without a bet. */
            multiplier: number | null;
        };
        StudioLiveRouletteSpin: {
            spinNo: number;
            /** @enum {string} */
            phase: "betting" | "spinning" | "result";
            /** Format: date-time */
            opensAt: string;
            /** Format: date-time */
            betsCloseAt: string;
            /**
             * Format: date-time
             * @description The wheel lands on the pocket (every page shows the result then).
             */
            resultAt: string;
            /**
             * Format: date-time
             * @description The next spin opens.
             */
            endsAt: string;
            /** @description Null while bets are taken; from the close, the pocket the wheel lands on at resultAt. */
            pocket: number | null;
            /** @enum {string|null} */
            color: "red" | "black" | "green" | null;
            /** @description SHA-256 of the spin's seed, shown before bets close. */
            seedHash: string;
            /** @description The spin's seed, revealed once every bet of the spin was paid. */
            seed: string | null;
            /** @description The spin's public salt (the client seed of its stream, nonce 0). */
            salt: string;
            /**
             * Format: date-time
             * @description The server's clock when answered (pages align their countdown and wheel with it).
             */
            now: string;
        };
        /** @description One placement of chips on a spin (one round of the game history). */
        StudioLiveRouletteBets: {
            roundId: string;
            spinNo: number;
            bets: components["schemas"]["StudioRouletteBet"][];
            stake: components["schemas"]["Money"];
            /** @enum {string} */
            status: "open" | "settled" | "cancelled";
            /** @description What the placement paid, once the spin was paid. */
            win: number | null;
        };
        StudioLiveRouletteResult: {
            spinNo: number;
            pocket: number;
            /** @enum {string} */
            color: "red" | "black" | "green";
            seed: string;
            seedHash: string;
            salt: string;
            /** Format: date-time */
            endedAt: string;
        };
        StudioLiveRouletteState: {
            spin: components["schemas"]["StudioLiveRouletteSpin"];
            /** @description The player's placements on this spin and the one before it, newest first. */
            myBets: components["schemas"]["StudioLiveRouletteBets"][];
            /** @description The last finished spins, newest first. */
            results: components["schemas"]["StudioLiveRouletteResult"][];
            balance: components["schemas"]["Money"];
            limits: components["schemas"]["StudioBetLimits"];
        };
        StudioLiveRouletteStateResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["StudioLiveRouletteState"];
        };
        StudioLiveRouletteBetRequest: {
            token: components["schemas"]["StudioLaunchToken"];
            requestId: components["schemas"]["StudioRequestId"];
            /** @description The spin the chips are for (the one taking bets); chips arriving after its bets closed are refused. */
            spinNo: number;
            bets: components["schemas"]["StudioRouletteBet"][];
        };
        StudioOutcome: components["schemas"]["StudioTombalaOutcome"] | components["schemas"]["StudioKenoOutcome"] | components["schemas"]["StudioSlotOutcome"] | components["schemas"]["StudioRouletteOutcome"] | components["schemas"]["StudioBlackjackOutcome"] | components["schemas"]["StudioCrashOutcome"] | components["schemas"]["StudioWaysOutcome"] | components["schemas"]["StudioHoldAndWinOutcome"];
        /** @description One round of a studio game, as played and as recalled from the history. */
        StudioRound: {
            /** @description The round id of the game history (`studio:<uuid>`). */
            roundId: string;
            game: components["schemas"]["StudioGame"];
            gameCode: string;
            /**
             * @description open while a decision (blackjack) or the crash is pending.
             * @enum {string}
             */
            status: "open" | "settled" | "cancelled";
            /** @description Everything staked in the round. */
            bet: components["schemas"]["Money"];
            /** @description Everything paid back by the game (stakes included), jackpots excluded. */
            win: components["schemas"]["Money"];
            balanceBefore: components["schemas"]["Money"];
            /** @description The balance after the round's last wallet movement (so far). */
            balanceAfter: components["schemas"]["Money"];
            /** @description The player's balance now. */
            balance: components["schemas"]["Money"];
            jackpots: components["schemas"]["StudioJackpotWin"][];
            fairness: components["schemas"]["StudioRoundFairness"];
            /** @description What the game decided (null while the stake is being taken and nothing is drawn yet). */
            outcome: components["schemas"]["StudioOutcome"] | null;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            endedAt: string | null;
        };
        StudioRoundResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["StudioRound"];
        };
        StudioCrashRound: {
            roundNumber: number;
            /** @enum {string} */
            phase: "betting" | "running" | "crashed";
            /** Format: date-time */
            bettingEndsAt: string;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            crashedAt: string | null;
            /** @description The multiplier now (1.00 while betting; the crash point once crashed). */
            multiplier: number;
            /** @description Known only once the round crashed. */
            crashPoint: number | null;
            /** @description The commitment of this round's seed (the seed revealed by the previous round, or the chain's s_0). */
            previousSeed: string;
            /** @description This round's chain seed, revealed when it crashed (SHA-256(seed) = previousSeed). */
            seed: string | null;
            /** @description The chain's public salt (the client seed of every crash round). */
            salt: string;
            /**
             * Format: date-time
             * @description The server's clock, to animate the curve in step.
             */
            now: string;
        };
        StudioCrashHistoryItem: {
            roundNumber: number;
            crashPoint: number;
            seed: string;
        };
        StudioCrashPlayerBet: {
            roundId: string;
            roundNumber: number;
            bet: components["schemas"]["Money"];
            autoCashOut: number | null;
            cashedOutAt: number | null;
            payout: components["schemas"]["Money"];
            /** @enum {string} */
            status: "open" | "settled" | "cancelled";
        };
        StudioCrashState: {
            round: components["schemas"]["StudioCrashRound"];
            /** @description The last crashed rounds, newest first. */
            history: components["schemas"]["StudioCrashHistoryItem"][];
            /** @description The player's bet in the current round (or the one just crashed), or null. */
            myBet: components["schemas"]["StudioCrashPlayerBet"] | null;
            balance: components["schemas"]["Money"];
            limits: components["schemas"]["StudioBetLimits"];
        };
        StudioCrashStateResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["StudioCrashState"];
        };
        StudioVerifyByRound: {
            roundId: string;
        };
        /** @description Any inputs: the game, the revealed server seed, optionally the hash it was committed by, the client seed and the nonce (crash - the chain seed, the previous seed, the salt and the round number), and the bet parameters, all optional (slot - bet; roulette - bets; blackjack - actions; crash - bet and cashOut); without stakes a nominal ₺1 stake (roulette - on red) shows what the outcome pays. */
        StudioVerifyByInputs: {
            game: components["schemas"]["StudioGame"];
            serverSeed: string;
            serverSeedHash?: string;
            clientSeed: components["schemas"]["StudioClientSeed"];
            nonce: number;
            bet?: components["schemas"]["Money"];
            bets?: components["schemas"]["StudioRouletteBet"][];
            actions?: components["schemas"]["StudioBlackjackAction"][];
            cashOut?: number;
            /**
             * @description For game slot - which studio slot (studio-slot when absent).
             * @enum {string}
             */
            gameCode?: "studio-slot" | "studio-bosphorus" | "studio-bazaar";
        };
        StudioVerifyRequest: components["schemas"]["StudioVerifyByRound"] | components["schemas"]["StudioVerifyByInputs"];
        StudioVerification: {
            /** @description The commitment matches and the game was replayed. */
            valid: boolean;
            /** @description Why it is not valid. */
            reason: string | null;
            game: components["schemas"]["StudioGame"];
            commitmentMatches: boolean;
            serverSeed: string;
            /** @description The commitment checked (the given one, the recorded one, or SHA-256 of the seed when none was given). */
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            /** @description The recomputed outcome, or null when not valid. */
            outcome: components["schemas"]["StudioOutcome"] | null;
            /** @description For a recorded round, whether the recomputed outcome equals the one recorded and paid; null for typed-in inputs. */
            matchesRecord: boolean | null;
        };
        StudioVerifyResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["StudioVerification"];
        };
        StudioRoundRecall: {
            game: components["schemas"]["StudioGame"];
            /** @description What the game decided, as in StudioRound (null for a round cancelled before its draw). */
            outcome: components["schemas"]["StudioOutcome"] | null;
        };
        /**
         * @description The sport.
         * @enum {string}
         */
        SportKey: "football" | "basketball" | "tennis";
        /**
         * @description How odds are shown (decimal `2,15` by default; common/sports/odds-format.ts converts).
         * @enum {string}
         */
        SportsOddsFormat: "decimal" | "fractional" | "american";
        /**
         * @description Which price moves the player accepts at placement (none, only better prices, any).
         * @enum {string}
         */
        SportsOddsChangePolicy: "none" | "higher" | "any";
        /** @description A decimal price with at most two decimals (shown with a comma in Turkish, `2,15`). */
        SportsOdds: number;
        SportsScore: {
            home: number;
            away: number;
        };
        /**
         * @description scheduled (not started, betting open), live (playing), ended (result in, settlement pending), settled, postponed / abandoned (open legs void after the operator's delay), cancelled.
         * @enum {string}
         */
        SportsEventStatus: "scheduled" | "live" | "ended" | "settled" | "postponed" | "abandoned" | "cancelled";
        /**
         * @description As in the feed model (UOF 1, −1, 0, −3, −4); bets are taken only on active markets.
         * @enum {string}
         */
        SportsMarketStatus: "active" | "suspended" | "deactivated" | "settled" | "cancelled";
        /**
         * @description A settled outcome's result; void counts at odds 1, half_won at (odds + 1) / 2, half_lost at 0.5, dead_heat at odds × the dead-heat share.
         * @enum {string}
         */
        SportsOutcomeResult: "won" | "lost" | "void" | "half_won" | "half_lost" | "dead_heat";
        SportsOutcome: {
            id: string;
            /** @description The outcome's label in the request's language (`1`, `X`, `2`, `Üst`, `1:0`, a team). */
            name: string;
            odds: components["schemas"]["SportsOdds"];
            /** @description false when this outcome alone takes no bets (its market may still be active). */
            active: boolean;
            /** @description Once the market is settled, this outcome's result. */
            result: components["schemas"]["SportsOutcomeResult"] | null;
        };
        SportsMarket: {
            id: string;
            /** @description The market type (feed model): 1x2, double_chance, draw_no_bet, total, btts, handicap, asian_handicap, correct_score, ht_1x2, ht_ft, outright, moneyline, spread, points_total, match_winner, set_betting, games_total. */
            type: string;
            /** @description The market's specifiers as the feed writes them (`total=2.5`, `hcp=-0.75`), empty when none. */
            specifiers: string;
            /** @description In the request's language (`Maç Sonucu`, `2,5 Alt/Üst`, `Asya Handikapı -0,75`). */
            name: string;
            /** @enum {string} */
            group: "main" | "goals" | "handicap" | "halves" | "score" | "outright" | "other";
            status: components["schemas"]["SportsMarketStatus"];
            /** @description Grows with every price or status change of the market. */
            version: number;
            outcomes: components["schemas"]["SportsOutcome"][];
        };
        SportsMarketGroup: {
            /** @enum {string} */
            id: "main" | "goals" | "handicap" | "halves" | "score" | "outright" | "other";
            name: string;
            markets: components["schemas"]["SportsMarket"][];
        };
        SportsLeagueNode: {
            id: string;
            name: string;
            eventCount: number;
            liveCount: number;
        };
        SportsCategoryNode: {
            id: string;
            name: string;
            /** @description ISO 3166-1 alpha-2 for a country (a flag); null for International. */
            countryCode: string | null;
            eventCount: number;
            liveCount: number;
            leagues: components["schemas"]["SportsLeagueNode"][];
        };
        SportsSportNode: {
            id: components["schemas"]["SportKey"];
            name: string;
            eventCount: number;
            liveCount: number;
            categories: components["schemas"]["SportsCategoryNode"][];
        };
        SportsTree: {
            sports: components["schemas"]["SportsSportNode"][];
        };
        SportsTreeResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsTree"];
        };
        SportsEventSummary: {
            id: string;
            /** @enum {string} */
            kind: "match" | "outright";
            sport: components["schemas"]["SportKey"];
            categoryId: string;
            categoryName: string;
            leagueId: string;
            leagueName: string;
            /** @description `Home – Away` for a match; the outright's name (`Süper Lig 2026/27 Şampiyonu`). */
            name: string;
            home: string | null;
            away: string | null;
            /** Format: date-time */
            startsAt: string;
            status: components["schemas"]["SportsEventStatus"];
            score: components["schemas"]["SportsScore"] | null;
            /** @description The match clock's minute while live (football), else null. */
            minute: number | null;
            marketCount: number;
            mainMarket: components["schemas"]["SportsMarket"] | null;
        };
        SportsEventDetail: {
            event: components["schemas"]["SportsEventSummary"];
            halfTimeScore: components["schemas"]["SportsScore"] | null;
            groups: components["schemas"]["SportsMarketGroup"][];
            /** @description SHA-256 (hex) of the event's server seed, for a built-in feed event (see verifySportsEvent). */
            serverSeedHash: string | null;
        };
        SportsEventDetailResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsEventDetail"];
        };
        SportsEventPage: {
            items: components["schemas"]["SportsEventSummary"][];
            total: number;
        };
        SportsEventPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsEventPage"];
        };
        SportsHighlights: {
            popular: components["schemas"]["SportsEventSummary"][];
            startingSoon: components["schemas"]["SportsEventSummary"][];
        };
        SportsHighlightsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsHighlights"];
        };
        SportsSearchLeague: {
            id: string;
            name: string;
            sport: components["schemas"]["SportKey"];
            categoryName: string;
            eventCount: number;
        };
        SportsSearchResult: {
            leagues: components["schemas"]["SportsSearchLeague"][];
            events: components["schemas"]["SportsEventSummary"][];
        };
        SportsSearchResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsSearchResult"];
        };
        SportsMarketResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsMarket"];
        };
        SportsVerification: {
            eventId: string;
            /** @description true for an event of the built-in feed. */
            provablyFair: boolean;
            serverSeedHash: string | null;
            /** @description Revealed once the event is settled; null before. */
            serverSeed: string | null;
            /** @description The public seed mixed in (the event's id and kick-off time). */
            clientSeed: string | null;
            /** @description The home side's expected goals (Poisson rate) the prices were made from. */
            homeRate: number | null;
            awayRate: number | null;
            result: components["schemas"]["SportsScore"] | null;
            halfTimeResult: components["schemas"]["SportsScore"] | null;
            /** @description Whether recomputing from the revealed seeds gives the recorded result (null before settlement). */
            matches: boolean | null;
        };
        SportsVerificationResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsVerification"];
        };
        SportsLimits: {
            /** @description The least stake per line. */
            minStake: components["schemas"]["Money"];
            /** @description The most stake per bet (all its lines). */
            maxStake: components["schemas"]["Money"];
            /** @description The most one bet may pay. */
            maxPayout: components["schemas"]["Money"];
            /** @description The most selections in one accumulator or system bet. */
            maxSelections: number;
            /** @description The smallest combination size of a system bet (2; 1 allowed only in Patent and Lucky 15). */
            minSystemSize: number;
        };
        SportsSettings: {
            oddsFormat: components["schemas"]["SportsOddsFormat"];
            oddsChange: components["schemas"]["SportsOddsChangePolicy"];
            limits: components["schemas"]["SportsLimits"];
        };
        SportsSettingsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsSettings"];
        };
        SportsSettingsUpdateRequest: {
            oddsFormat?: components["schemas"]["SportsOddsFormat"];
            oddsChange?: components["schemas"]["SportsOddsChangePolicy"];
        };
        /** @enum {string} */
        SportsBetType: "single" | "accumulator" | "system";
        /** @description `k/n` (every combination of k of the n selections: 2/3, 2/4, 3/4, …) or a named full cover: trixie (4 lines from 3), patent (7 from 3), yankee (11 from 4), lucky15 (15 from 4), canadian (26 from 5), heinz (57 from 6), superheinz (120 from 7), goliath (247 from 8). */
        SportsSystemName: string;
        PlaceBetSelection: {
            eventId: string;
            marketId: string;
            outcomeId: string;
            /** @description The price the player saw. */
            odds: components["schemas"]["SportsOdds"];
        };
        PlaceBet: {
            type: components["schemas"]["SportsBetType"];
            /** @description Required for a system bet, refused otherwise. */
            system?: components["schemas"]["SportsSystemName"];
            /** @description The stake per line (a system bet's total is stake × its number of lines). */
            stake: components["schemas"]["Money"];
            selections: components["schemas"]["PlaceBetSelection"][];
        };
        PlaceBetsRequest: {
            oddsChange: components["schemas"]["SportsOddsChangePolicy"];
            bets: components["schemas"]["PlaceBet"][];
        };
        SportsSelectionChange: {
            eventId: string;
            marketId: string;
            outcomeId: string;
            requestedOdds: components["schemas"]["SportsOdds"];
            /** @description The current price (null when the outcome no longer exists). */
            odds: components["schemas"]["SportsOdds"] | null;
            /**
             * @description active (only the price moved), suspended (may come back), closed (settled, cancelled or started and not offered live).
             * @enum {string}
             */
            status: "active" | "suspended" | "closed";
        };
        PlaceBetsResult: {
            accepted: boolean;
            /** @description Why the slip was refused as a whole (null when accepted). */
            reason: ("odds_changed" | "selection_unavailable") | null;
            /** @description Every selection whose price or state differs from what was sent (also on acceptance under `higher`/`any`, showing the prices taken). */
            changes: components["schemas"]["SportsSelectionChange"][];
            /** @description The bets placed, in the order sent (empty when refused). */
            bets: components["schemas"]["SportsBet"][];
            /** @description The player's balance after the placement. */
            balance: components["schemas"]["Balance"] | null;
        };
        PlaceBetsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["PlaceBetsResult"];
        };
        /**
         * @description open (a pre-match bet not settled yet), pending (a live bet waiting out its bet delay; its stake is held), accepted (a live bet that passed its delay, not settled yet), refused (a live bet refused at the end of its delay: its stake returned, `refusal` says why), won (paid more than nothing; a system bet with some lines won), lost (paid nothing), void (every line void: the stake returned), half_won / half_lost (a single on a quarter line that half won or half lost), cashed_out (cashed out in full: `payout` is what the cash outs paid; settlement pays nothing more), cancelled (the bet voided by the operator or the feed).
         * @enum {string}
         */
        SportsBetStatus: "open" | "pending" | "accepted" | "refused" | "won" | "lost" | "void" | "half_won" | "half_lost" | "cashed_out" | "cancelled";
        SportsBetLeg: {
            eventId: string;
            eventName: string;
            sport: components["schemas"]["SportKey"];
            leagueName: string;
            /** Format: date-time */
            startsAt: string;
            marketId: string;
            marketName: string;
            outcomeId: string;
            outcomeName: string;
            /** @description The accepted price. */
            odds: components["schemas"]["SportsOdds"];
            result: components["schemas"]["SportsOutcomeResult"] | null;
            /** @description The event's final score once the leg is settled. */
            score: components["schemas"]["SportsScore"] | null;
        };
        SportsBetLine: {
            /** @description Indexes into the bet's legs. */
            legs: number[];
            /** @description The product of the legs' accepted prices. */
            odds: number;
            stake: components["schemas"]["Money"];
            /** @description What this line returned once settled (null while open). */
            payout: components["schemas"]["Money"] | null;
        };
        SportsBet: {
            id: string;
            type: components["schemas"]["SportsBetType"];
            system: components["schemas"]["SportsSystemName"] | null;
            status: components["schemas"]["SportsBetStatus"];
            /** Format: date-time */
            placedAt: string;
            /** Format: date-time */
            settledAt: string | null;
            lineCount: number;
            stakePerLine: components["schemas"]["Money"];
            totalStake: components["schemas"]["Money"];
            /** @description The product of the legs' prices for a single or accumulator; null for a system bet. */
            totalOdds: number | null;
            /** @description What the bet pays if every leg wins (capped at the book's maximum payout). */
            potentialPayout: components["schemas"]["Money"];
            /** @description What the bet paid once settled (null while open). */
            payout: components["schemas"]["Money"] | null;
            legs: components["schemas"]["SportsBetLeg"][];
            /** @description A system bet's lines (combinations); empty for singles and accumulators in lists, filled by getMyBet. */
            lines: components["schemas"]["SportsBetLine"][];
            /**
             * Format: date-time
             * @description A live bet's end of its bet delay (while pending, the slip counts down to it).
             */
            acceptAt?: string | null;
            /** @description Why a live bet was refused (status refused). */
            refusal?: components["schemas"]["SportsBetRefusal"] | null;
            /** @description The bet's cash outs, oldest first (partial ones, then a full one if any). */
            cashOuts?: components["schemas"]["SportsBetCashOut"][];
        };
        SportsBetResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsBet"];
        };
        SportsBetPage: {
            items: components["schemas"]["SportsBet"][];
            total: number;
        };
        SportsBetPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsBetPage"];
        };
        /** @description Hub push `SportsOdds` (to every connection): markets of one event whose prices or status changed (the feed's odds_change / bet_stop). `previousOdds` lets the screen mark a move up or down. */
        SportsOddsMessage: {
            eventId: string;
            /** Format: date-time */
            at: string;
            markets: {
                id: string;
                status: components["schemas"]["SportsMarketStatus"];
                version: number;
                outcomes: {
                    id: string;
                    odds: components["schemas"]["SportsOdds"];
                    previousOdds: number | null;
                    active: boolean;
                }[];
            }[];
        };
        /** @description Hub push `SportsEvent` (to every connection): an event's status, score or clock changed (kick-off, goal, half time, full time, settled, postponed). */
        SportsEventMessage: {
            eventId: string;
            status: components["schemas"]["SportsEventStatus"];
            score: components["schemas"]["SportsScore"] | null;
            minute: number | null;
            /** Format: date-time */
            at: string;
        };
        OpsSportsResettlementRequest: {
            /** @enum {string} */
            action: "rollback" | "resettle";
            homeScore?: number;
            awayScore?: number;
            halfTimeHomeScore?: number;
            halfTimeAwayScore?: number;
            sets?: components["schemas"]["SportsScore"][];
            winnerId?: string;
            reason: string;
        };
        OpsSportsStakeFactorRequest: {
            /** @description The factor on the book's maximum stake (0.5 = half; 0 = no sports betting). */
            stakeFactor: number;
            reason: string;
        };
        OpsSportsStakeFactor: {
            /** Format: uuid */
            playerId: string;
            /** @description The factor in force (1 when none was set). */
            stakeFactor: number;
            /** @description The player's maximum stake per bet, the book's times the factor. */
            maxStake: components["schemas"]["Money"];
            /** @description The book's maximum stake per bet (SPORTS_MAX_STAKE_KURUS). */
            bookMaxStake: components["schemas"]["Money"];
        };
        OpsSportsStakeFactorResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsSportsStakeFactor"];
        };
        OpsSportsLiabilityRequest: {
            marketId?: string;
            maxLiability: number | null;
            reason: string;
        };
        OpsSportsLiabilityResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                eventId: string;
                marketId: string | null;
                maxLiability: number | null;
                defaultLiability: number;
            };
        };
        OpsSportsEventStatusRequest: {
            /** @enum {string} */
            status: "postponed" | "abandoned" | "scheduled";
            /** Format: date-time */
            startsAt?: string;
            reason: string;
        };
        /**
         * @description The match's period: football halves (the simulator plays no half-time pause), basketball quarters and overtime, tennis sets.
         * @enum {string}
         */
        SportsLivePeriod: "first_half" | "second_half" | "ended" | "q1" | "q2" | "q3" | "q4" | "overtime" | "set1" | "set2" | "set3";
        /**
         * @description Why an event's live markets are locked (shown to the player in words); null when open. Basketball: free throws, the end of a quarter, overtime; tennis: a break point, a set point, the end of a set (period_end).
         * @enum {string}
         */
        SportsSuspendReason: "dangerous_attack" | "goal" | "penalty" | "red_card" | "trader" | "live_off" | "free_throws" | "period_end" | "overtime" | "break_point" | "set_point";
        /**
         * @description Football: goals, penalties, cards, corners. Basketball: scoring plays (two, three, free throws; the score after them) and the end of each period. Tennis: a game won (a break when won on return; the set's games after it) and a set won (the sets after it).
         * @enum {string}
         */
        SportsLiveIncidentType: "goal" | "penalty" | "penalty_missed" | "yellow_card" | "red_card" | "corner" | "basket" | "three_pointer" | "free_throws" | "period_end" | "game" | "break" | "set";
        SportsLiveIncident: {
            seq: number;
            type: components["schemas"]["SportsLiveIncidentType"];
            /** @enum {string} */
            side: "home" | "away";
            minute: number;
            /** @description The score after a goal (null for other incidents). */
            score: components["schemas"]["SportsScore"] | null;
        };
        SportsLiveState: {
            eventId: string;
            period: components["schemas"]["SportsLivePeriod"];
            /** @description The match minute (football 0–90, basketball game minutes 0–48, 53 with overtime, tennis about 45 s a point). */
            minute: number;
            /** @description The match clock in match seconds at `at`; the client runs it on between pushes. */
            clockSeconds: number;
            clockRunning: boolean;
            score: components["schemas"]["SportsScore"];
            redCards: components["schemas"]["SportsScore"];
            corners: components["schemas"]["SportsScore"];
            suspendReason: components["schemas"]["SportsSuspendReason"] | null;
            /** @description The bet delay of the event's sport (operator setting). */
            betDelaySeconds: number;
            /** Format: date-time */
            at: string;
            sport?: components["schemas"]["SportKey"];
            /** @description Basketball points per quarter (then overtime); tennis games per set (the set being played last). */
            periods?: components["schemas"]["SportsScore"][];
            /** @description Tennis, the games of the set being played; null otherwise. */
            games?: components["schemas"]["SportsScore"] | null;
            /** @description Tennis, the points of the game being played (0, 15, 30, 40, AD; numbers in a tiebreak); null otherwise. */
            points?: {
                home: string;
                away: string;
            } | null;
            /** @description Tennis, who serves now; null otherwise. */
            serving?: ("home" | "away") | null;
        };
        SportsLiveStateResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsLiveState"];
        };
        SportsLiveEvent: {
            event: components["schemas"]["SportsEventSummary"];
            live: components["schemas"]["SportsLiveState"];
        };
        SportsLiveEvents: {
            items: components["schemas"]["SportsLiveEvent"][];
        };
        SportsLiveEventsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsLiveEvents"];
        };
        SportsLiveEventDetail: {
            detail: components["schemas"]["SportsEventDetail"];
            live: components["schemas"]["SportsLiveState"] | null;
            timeline: components["schemas"]["SportsLiveIncident"][];
        };
        SportsLiveEventDetailResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsLiveEventDetail"];
        };
        /** @description Hub push `SportsLive`. */
        SportsLiveMessage: {
            live: components["schemas"]["SportsLiveState"];
            incident: components["schemas"]["SportsLiveIncident"] | null;
        };
        /** @description Why a pending live bet was refused at the end of its delay, with the prices now offered. */
        SportsBetRefusal: {
            /** @enum {string} */
            reason: "goal" | "red_card" | "penalty" | "market_suspended" | "odds_changed";
            changes: components["schemas"]["SportsSelectionChange"][];
        };
        SportsBetCashOut: {
            amount: components["schemas"]["Money"];
            stakeUsed: components["schemas"]["Money"];
            full: boolean;
            /** Format: date-time */
            at: string;
        };
        SportsCashOutQuote: {
            betId: string;
            available: boolean;
            /** @description Why cash out is not offered now (null when it is). */
            reason: ("market_suspended" | "leg_lost" | "system_bet" | "pending" | "not_open" | "no_price") | null;
            /** @description The whole bet's cash-out value now (null when not available). */
            amount: components["schemas"]["Money"] | null;
            /** @description The least a partial cash out may take. */
            minPartial: components["schemas"]["Money"];
            /** @description The bet's stake still running. */
            stake: components["schemas"]["Money"];
            /** @description The signed quote to send back with cashOutBet (null when not available). */
            token: string | null;
            /** Format: date-time */
            expiresAt: string | null;
            /** @description The player's auto cash-out value, if set. */
            autoCashOut: components["schemas"]["Money"] | null;
        };
        SportsCashOutQuoteResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsCashOutQuote"];
        };
        CashOutRequest: {
            token: string;
            /** @description TRY with at most two decimals; the quote's amount for a full cash out. */
            amount: number;
        };
        AutoCashOutRequest: {
            threshold: number | null;
        };
        CashOutResult: {
            cashedOut: boolean;
            reason: ("quote_expired" | "quote_changed" | "market_suspended" | "leg_lost" | "system_bet" | "pending" | "not_open" | "no_price" | "amount_too_high" | "amount_too_low") | null;
            /** @description The new quote when refused. */
            quote: components["schemas"]["SportsCashOutQuote"] | null;
            bet: components["schemas"]["SportsBet"];
            balance: components["schemas"]["Balance"] | null;
        };
        CashOutResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["CashOutResult"];
        };
        SportsLiveSettings: {
            betDelaySeconds: {
                football: number;
                basketball: number;
                tennis: number;
            };
            liveMargin: number;
            cashOutMargin: number;
            quoteSeconds: number;
            liveSuspended: boolean;
            suspendReason: string | null;
        };
        SportsLiveSettingsUpdate: {
            betDelaySeconds?: {
                football?: number;
                basketball?: number;
                tennis?: number;
            };
            liveMargin?: number;
            cashOutMargin?: number;
            quoteSeconds?: number;
        };
        SportsLiveSettingsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsLiveSettings"];
        };
        SportsLiveLiability: {
            items: {
                eventId: string;
                name: string;
                minute: number;
                score: components["schemas"]["SportsScore"];
                suspendReason: components["schemas"]["SportsSuspendReason"] | null;
                openStakes: components["schemas"]["Money"];
                outcomes: {
                    outcomeId: string;
                    marketName: string;
                    outcomeName: string;
                    bets: number;
                    stakes: components["schemas"]["Money"];
                    maxPayout: components["schemas"]["Money"];
                }[];
            }[];
        };
        SportsLiveLiabilityResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["SportsLiveLiability"];
        };
        OpsLiveIncidentRequest: {
            /** @enum {string} */
            type: "goal" | "penalty" | "red_card";
            /** @enum {string} */
            side: "home" | "away";
        };
        OpsSettleSportsEventRequest: {
            homeScore: number;
            awayScore: number;
            halfTimeHomeScore?: number;
            halfTimeAwayScore?: number;
            /** @description Tennis set scores (games), which the total-games markets need. */
            sets?: components["schemas"]["SportsScore"][];
            /** @description An outright's winner (a team id); homeScore and awayScore are then ignored (send 0). */
            winnerId?: string;
            reason: string;
        };
        OpsSportsOutcomeOddsRequest: {
            /** @description The trader's decimal price with at most two decimals (checked by the server); null releases the outcome to the feed. */
            odds: number | null;
            reason: string;
        };
        OpsSportsBookOutcome: {
            id: string;
            name: string;
            odds: components["schemas"]["SportsOdds"];
            /** @description The feed's latest price while a trader's price overrides it; null when the feed's price is offered. */
            feedOdds: components["schemas"]["SportsOdds"] | null;
            active: boolean;
            result: components["schemas"]["SportsOutcomeResult"] | null;
            /** @description Open (pending, accepted) bets with a leg on this outcome. */
            bets: number;
            /** @description Their total stakes (TRY). */
            stakes: number;
            /** @description What the book pays if this outcome wins (their potential payouts, TRY). */
            payout: number;
            /** @description payout − stakes (TRY), what the liability limit counts. */
            liability: number;
            /** @description The outcome's liability limit (the market's, else the event's, else the default; TRY). */
            limit: number;
        };
        OpsSportsBookMarket: {
            id: string;
            name: string;
            status: components["schemas"]["SportsMarketStatus"];
            /** @description Suspended by a trader (no feed message reopens it until a trader resumes it). */
            traderSuspended: boolean;
            version: number;
            outcomes: components["schemas"]["OpsSportsBookOutcome"][];
        };
        OpsSportsEventBook: {
            event: components["schemas"]["SportsEventSummary"];
            openBets: number;
            /** @description The total stakes of the open bets with a leg on the event (TRY). */
            openStakes: number;
            markets: components["schemas"]["OpsSportsBookMarket"][];
        };
        OpsSportsEventBookResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsSportsEventBook"];
        };
        OpsSuspendSportsMarketRequest: {
            suspended: boolean;
            reason: string;
        };
        /** @description A site path or an https URL. */
        OpsUrl: string;
        OpsSlug: string;
        OpsSort: number;
        /** @description The row to change; absent for a new one. */
        OpsEditId: number;
        OpsProviderSetting: {
            name: string;
            /** @description Write-only; value is always null. */
            secret: boolean;
            /** @description Not a text (a number, an object of texts); written and shown as JSON. */
            json: boolean;
            set: boolean;
            value: string | null;
        };
        OpsProvider: {
            id: number;
            code: string;
            name: string;
            enabled: boolean;
            configured: boolean;
            problems: string[];
            /** @description Its enabled games. */
            games: number;
            settings: components["schemas"]["OpsProviderSetting"][];
        };
        OpsProviderUpdateRequest: {
            enabled?: boolean;
            settings?: {
                [key: string]: string | null;
            };
        };
        OpsProviderResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsProvider"];
        };
        OpsProviderListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsProvider"][];
        };
        OpsBanner: {
            id: number;
            sliderId: number;
            slug: string;
            sort: number;
            url: string | null;
            /** @enum {string} */
            target: "_self" | "_blank";
            imageUrl: string;
            imageUrlMd: string | null;
            imageUrlLg: string | null;
            alt: string;
            enabled: boolean;
            /**
             * Format: date-time
             * @description The slide is shown from this instant; null for no start.
             */
            startsAt: string | null;
            /**
             * Format: date-time
             * @description The slide is shown until this instant (excluded); null for no end.
             */
            endsAt: string | null;
        };
        OpsBannerSaveRequest: {
            id?: components["schemas"]["OpsEditId"];
            sliderId: number;
            slug: components["schemas"]["OpsSlug"];
            sort: components["schemas"]["OpsSort"];
            url: components["schemas"]["OpsUrl"] | null;
            /** @enum {string} */
            target: "_self" | "_blank";
            imageUrl: components["schemas"]["OpsUrl"];
            imageUrlMd: components["schemas"]["OpsUrl"] | null;
            imageUrlLg: components["schemas"]["OpsUrl"] | null;
            alt: string;
            enabled: boolean;
            /**
             * Format: date-time
             * @description Show the slide from this instant (absent or null, no start). Applied when the player's bootstrap is served, so the slide appears at that minute on every instance.
             */
            startsAt?: string | null;
            /**
             * Format: date-time
             * @description Show the slide until this instant (absent or null, no end); must be after startsAt.
             */
            endsAt?: string | null;
        };
        OpsPageText: {
            title: string;
            /** @description Rich text as HTML; sanitised by the server before it is stored. */
            bodyHtml: string;
        };
        OpsPageTexts: {
            tr: components["schemas"]["OpsPageText"];
            en?: components["schemas"]["OpsPageText"];
        };
        OpsContentPage: {
            id: number;
            categoryId: number;
            slug: string;
            sort: number;
            enabled: boolean;
            texts: components["schemas"]["OpsPageTexts"];
        };
        OpsContentPageSaveRequest: {
            id?: components["schemas"]["OpsEditId"];
            categoryId: number;
            slug: components["schemas"]["OpsSlug"];
            sort: components["schemas"]["OpsSort"];
            enabled: boolean;
            texts: components["schemas"]["OpsPageTexts"];
        };
        OpsPopupText: {
            title: string;
            /** @description Rich text as HTML; sanitised by the server before it is stored. */
            html: string;
        };
        OpsPopupTexts: {
            tr: components["schemas"]["OpsPopupText"];
            en?: components["schemas"]["OpsPopupText"];
        };
        OpsPopupImage: {
            url: components["schemas"]["OpsUrl"];
            link: components["schemas"]["OpsUrl"] | null;
        };
        OpsPopup: {
            id: number;
            slug: string;
            sort: number;
            active: boolean;
            texts: components["schemas"]["OpsPopupTexts"];
            images: components["schemas"]["OpsPopupImage"][];
            /**
             * Format: date-time
             * @description Shown from this instant; null for no start.
             */
            startsAt: string | null;
            /**
             * Format: date-time
             * @description Shown until this instant (excluded); null for no end.
             */
            endsAt: string | null;
        };
        OpsPopupSaveRequest: {
            id?: components["schemas"]["OpsEditId"];
            slug: components["schemas"]["OpsSlug"];
            sort: components["schemas"]["OpsSort"];
            active: boolean;
            texts: components["schemas"]["OpsPopupTexts"];
            images: components["schemas"]["OpsPopupImage"][];
            /**
             * Format: date-time
             * @description Show the popup from this instant (absent or null, no start). Applied when the player's request is served, so it appears at that minute on every instance.
             */
            startsAt?: string | null;
            /**
             * Format: date-time
             * @description Show the popup until this instant (absent or null, no end); must be after startsAt.
             */
            endsAt?: string | null;
        };
        /** @enum {string} */
        OpsFooterKey: "footer.copyright" | "footer.licenseStatement" | "footer.responsibleGaming";
        OpsFooterText: {
            key: components["schemas"]["OpsFooterKey"];
            tr: string;
            en: string | null;
        };
        OpsFooterTextSaveRequest: {
            key: components["schemas"]["OpsFooterKey"];
            tr: string;
            en: string | null;
        };
        OpsSiteOption: {
            key: string;
            value: string;
            enabled: boolean;
            description: string | null;
        };
        OpsSiteOptionSaveRequest: {
            key: string;
            value: string;
            enabled: boolean;
            description?: string | null;
        };
        OpsSiteContent: {
            sliders: {
                id: number;
                slug: string;
                name: string;
                active: boolean;
            }[];
            banners: components["schemas"]["OpsBanner"][];
            categories: {
                id: number;
                slug: string;
                name: string;
            }[];
            pages: components["schemas"]["OpsContentPage"][];
            popups: components["schemas"]["OpsPopup"][];
            footer: components["schemas"]["OpsFooterText"][];
            options: components["schemas"]["OpsSiteOption"][];
        };
        OpsSiteContentResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsSiteContent"];
        };
        OpsBannerResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsBanner"];
        };
        OpsContentPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsContentPage"];
        };
        OpsPopupResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsPopup"];
        };
        OpsFooterTextResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsFooterText"];
        };
        OpsSiteOptionResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsSiteOption"];
        };
        OpsCatalogueSlug: string;
        OpsGame: {
            id: number;
            gameCode: string;
            providerId: number;
            providerName: string;
            name: string;
            imageUrl: string | null;
            isLive: boolean;
            enabled: boolean;
            sort: number;
            /** @description In the catalogue slug `popular`. */
            featured: boolean;
            /** @description The catalogue slugs besides `popular`. */
            categories: string[];
        };
        OpsGameUpdateRequest: {
            enabled: boolean;
            sort: components["schemas"]["OpsSort"];
            featured: boolean;
            categories: components["schemas"]["OpsCatalogueSlug"][];
        };
        OpsCasinoCategory: {
            id: number;
            slug: string;
            section: string;
            name: string;
            slugList: string[];
            enabled: boolean;
            sort: number;
        };
        OpsCasinoCategoryUpdateRequest: {
            enabled: boolean;
            sort: components["schemas"]["OpsSort"];
        };
        OpsGameList: {
            items: components["schemas"]["OpsGame"][];
            total: number;
            providers: {
                id: number;
                name: string;
            }[];
            categories: components["schemas"]["OpsCasinoCategory"][];
        };
        OpsGameListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsGameList"];
        };
        /** @description A room's id, lower-case letters, digits and dashes. */
        OpsTombalaRoomId: string;
        /** @description Fixed mode, the three prizes in TRY (çinko ≤ ikinci çinko ≤ tombala). */
        OpsTombalaFixedPrizes: {
            cinko: number;
            ikinci: number;
            tombala: number;
        };
        OpsTombalaRoomChange: {
            nameTr?: string;
            nameEn?: string;
            sort?: number;
            active?: boolean;
            /** @description TRY, whole lira; a player's tickets together stay within the game's stake limit (₺10.000). */
            ticketPrice?: number;
            maxTicketsPerPlayer?: number;
            /** @description How long each game sells tickets, in milliseconds (15 s to 15 min). */
            saleMs?: number;
            /** @description Between two balls of the draw, in milliseconds (1 to 10 s). */
            ballMs?: number;
            /** @enum {string} */
            prizeMode?: "pool" | "fixed";
            /** @description Pool mode, the share of the stakes paid as prizes in basis points (9000 = 90%, the game's RTP); at least 50%. */
            poolBasisPoints?: number;
            /** @description Pool mode, çinko's percentage of the pool. */
            splitCinko?: number;
            /** @description Pool mode, ikinci çinko's percentage of the pool (tombala takes the rest). */
            splitIkinci?: number;
            fixedPrizes?: components["schemas"]["OpsTombalaFixedPrizes"];
        };
        OpsTombalaRoomCreate: {
            id: components["schemas"]["OpsTombalaRoomId"];
            nameTr: string;
            nameEn: string;
            sort?: number;
            active?: boolean;
            /** @description TRY, whole lira; a player's tickets together stay within the game's stake limit (₺10.000). */
            ticketPrice: number;
            maxTicketsPerPlayer?: number;
            /** @description How long each game sells tickets, in milliseconds (15 s to 15 min). */
            saleMs?: number;
            /** @description Between two balls of the draw, in milliseconds (1 to 10 s). */
            ballMs?: number;
            /** @enum {string} */
            prizeMode?: "pool" | "fixed";
            /** @description Pool mode, the share of the stakes paid as prizes in basis points (9000 = 90%, the game's RTP); at least 50%. */
            poolBasisPoints?: number;
            /** @description Pool mode, çinko's percentage of the pool. */
            splitCinko?: number;
            /** @description Pool mode, ikinci çinko's percentage of the pool (tombala takes the rest). */
            splitIkinci?: number;
            fixedPrizes?: components["schemas"]["OpsTombalaFixedPrizes"];
        };
        OpsTombalaRoom: {
            id: string;
            nameTr: string;
            nameEn: string;
            sort: number;
            active: boolean;
            ticketPrice: components["schemas"]["Money"];
            maxTicketsPerPlayer: number;
            saleMs: number;
            ballMs: number;
            /** @enum {string} */
            prizeMode: "pool" | "fixed";
            poolBasisPoints: number;
            splitCinko: number;
            splitIkinci: number;
            fixedPrizes: components["schemas"]["OpsTombalaFixedPrizes"];
            /** @description The room's current (or last) game, with the terms it was opened on; null before its first. */
            game: null | {
                id: number;
                /** @enum {string} */
                phase: "selling" | "drawing" | "finished";
                ticketsSold: number;
                stakes: components["schemas"]["Money"];
                ticketPrice: components["schemas"]["Money"];
                /** Format: date-time */
                salesEndAt: string;
            };
        };
        OpsTombalaRoomResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsTombalaRoom"];
        };
        OpsTombalaRoomsResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["OpsTombalaRoom"][];
            };
        };
        OpsGameResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsGame"];
        };
        OpsCasinoCategoryResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsCasinoCategory"];
        };
        OpsCampaign: {
            id: number;
            code: string;
            /** @enum {string} */
            kind: "deposit" | "cashback";
            /** @description The promotion that advertises it (its Claim / Join button). */
            promotionId: number | null;
            percent: number;
            /** @description TRY; the most one grant pays. */
            cap: number;
            /** @description TRY; a deposit bonus needs a deposit of at least this. */
            minDeposit: number;
            wageringMultiplier: number;
            /** @description Decimal odds at or above which sports bets count towards wagering; null takes the site's setting. */
            minOdds: number | null;
            bonusValidityHours: number;
            weightProfile: string;
            periodDays: number;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string | null;
            enabled: boolean;
            /** @description Enabled and inside its window now. */
            open: boolean;
            joined: number;
            used: number;
        };
        OpsCampaignSaveRequest: {
            id?: components["schemas"]["OpsEditId"];
            code: string;
            /** @enum {string} */
            kind: "deposit" | "cashback";
            /** @description The promotion that advertises it (its Claim / Join button). */
            promotionId: number | null;
            percent: number;
            /** @description TRY; the most one grant pays. */
            cap: number;
            /** @description TRY; a deposit bonus needs a deposit of at least this. */
            minDeposit: number;
            wageringMultiplier: number;
            /** @description Decimal odds at or above which sports bets count towards wagering; null takes the site's setting. */
            minOdds: number | null;
            bonusValidityHours: number;
            weightProfile: string;
            periodDays: number;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string | null;
            enabled: boolean;
        };
        OpsCampaignResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsCampaign"];
        };
        OpsCampaignListResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsCampaign"][];
        };
        /** @description Players matching every rule given (none given is every eligible player). */
        OpsBonusSegment: {
            registeredFrom?: components["schemas"]["DateFilter"];
            registeredTo?: components["schemas"]["DateFilter"];
            depositedWithinDays?: number;
        };
        OpsBonusGrantRequest: {
            /** @enum {string} */
            target: "player" | "segment";
            /** @description The player (target `player`) by id, username (any case) or usercode. */
            player?: string;
            segment?: components["schemas"]["OpsBonusSegment"];
            /** @description TRY per player, at most two decimals. */
            amount: number;
            wageringMultiplier: number;
            validityDays: number;
            reason: string;
        };
        OpsBonusGrant: {
            id: number;
            /** @enum {string} */
            target: "player" | "segment";
            /** Format: uuid */
            playerId: string | null;
            username: string | null;
            segment: components["schemas"]["OpsBonusSegment"] | null;
            amount: components["schemas"]["Money"];
            wageringMultiplier: number;
            /** Format: date-time */
            expiresAt: string;
            reason: string;
            /** @description How many players it granted to. */
            players: number;
            /** @description How many of its bonuses are still active. */
            active: number;
            grantedBy: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            cancelledAt: string | null;
            cancelledBy: string | null;
        };
        OpsBonusGrantResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsBonusGrant"];
        };
        OpsBonusGrantPageResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                items: components["schemas"]["OpsBonusGrant"][];
                total: number;
            };
        };
        OpsBonusSegmentSizeResponse: {
            /** @constant */
            success: true;
            message: string;
            data: {
                players: number;
            };
        };
        OpsPlayerBonusResponse: {
            /** @constant */
            success: true;
            message: string;
            data: components["schemas"]["OpsPlayerBonus"];
        };
    };
    responses: {
        /** @description The request is invalid (a validation failure or a rejected action); `message` says why. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No valid session; the app logs the player out. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The resource does not exist (or is not the player's). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many attempts; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description An unexpected server failure. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The game provider's API refused the launch or could not be reached; `message` names the provider. */
        ProviderUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The caller is known but may not do this (a wrong role, a bad signature). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The thing is no longer in a state that allows this (already settled otherwise). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The document store (a directory or an S3 bucket) could not be reached; nothing was written. */
        StorageUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The payment provider did not answer or refused; nothing was charged. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body is larger than the server takes (1 MiB). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body's Content-Type is not one the operation takes (application/json). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The request's headers are larger than the server reads (Node's limit, 16 KiB by default). Sent
         *     before the request is read, so its message is in both languages.
         */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Language of messages and content; the stored language of the app. */
        Locale: "tr" | "en";
        /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
        Fingerprint: string;
        /**
         * @description The client's id for this request: a retry with the same key answers the first result and
         *     creates nothing new; the same key with a different request is refused.
         */
        IdempotencyKey: string;
        /** @description Only transactions made on or after this Turkish day. */
        OpsFromDay: components["schemas"]["DateFilter"];
        /** @description Only transactions made on or before this Turkish day. */
        OpsToDay: components["schemas"]["DateFilter"];
        /** @description Only this player's transactions (username in any case, or usercode). */
        OpsPlayerFilter: string;
        /** @description Only amounts of at least this many TRY. */
        OpsMinAmount: number;
        /** @description Only amounts of at most this many TRY. */
        OpsMaxAmount: number;
        /** @description Only transactions with this status (default 2, Pending). */
        OpsStatus: components["schemas"]["TransactionStatus"];
        /** @description How many items to skip. */
        OpsSkip: components["schemas"]["Skip"];
        /** @description How many items to return. */
        OpsTake: components["schemas"]["Take"];
        /** @description The transaction's id. */
        OpsTransactionId: number;
        /** @description The operator account's id. */
        OpsOperatorId: string;
        /** @description The player's id. */
        OpsPlayerId: string;
        /** @description The document's id. */
        KycDocumentId: number;
        /** @description The case's id. */
        AmlCaseId: number;
        /** @description The player session's id. */
        OpsSessionId: string;
        /** @description The support conversation's id. */
        OpsConversationId: number;
        /** @description The four-eyes proposal's id. */
        OpsProposalId: number;
        /** @description Only proposals in this state (default pending). */
        OpsApprovalStatus: components["schemas"]["OpsApprovalStatus"];
        /** @description Only proposals of this kind. */
        OpsApprovalKind: components["schemas"]["OpsApprovalKind"];
        /** @description Only rows of this kind of actor. */
        AuditActorKindQuery: "player" | "operator" | "system";
        /** @description Only rows of this actor (an operator's or player's id or username, a system actor's name). */
        AuditActorIdQuery: string;
        /** @description Only rows whose action starts with this (`withdrawal.` finds every withdrawal action). */
        AuditActionQuery: string;
        /** @description Only rows about this kind of thing (player, operator, transaction, ...). */
        AuditTargetKindQuery: string;
        /** @description Only rows about the thing with this id. */
        AuditTargetIdQuery: string;
        /** @description Only rows at or after this instant. */
        AuditFromQuery: string;
        /** @description Only rows before this instant. */
        AuditToQuery: string;
        /** @description Only rows with an id below this (the previous page's nextBefore). */
        AuditBeforeQuery: number;
        /** @description The sports event's id. */
        SportsEventId: string;
        /** @description The market's id. */
        SportsMarketId: string;
        /** @description The outcome's id. */
        SportsOutcomeId: string;
        /** @description The bet's id. */
        SportsBetId: string;
        /**
         * @description The bet slip's id for this placement (a fresh one per slip submission, kept across retries): a
         *     retry with the same key answers the first result and places nothing new; the same key with a
         *     different slip answers 409.
         */
        SportsIdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description On every answer to a call with a valid player token: when the session ends unless used again (ISO 8601, UTC), the idle end or the absolute end, whichever is first. */
        SessionExpiresAt: string;
    };
    pathItems: never;
}
export type SchemaMetricsResponse = components['schemas']['MetricsResponse'];
export type SchemaCspReport = components['schemas']['CspReport'];
export type SchemaReportingApiReport = components['schemas']['ReportingApiReport'];
export type SchemaErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type SchemaKeepAliveResponse = components['schemas']['KeepAliveResponse'];
export type SchemaPlayerLimitKind = components['schemas']['PlayerLimitKind'];
export type SchemaPlayerLimitPeriod = components['schemas']['PlayerLimitPeriod'];
export type SchemaPlayerLimitRef = components['schemas']['PlayerLimitRef'];
export type SchemaSetPlayerLimitRequest = components['schemas']['SetPlayerLimitRequest'];
export type SchemaPlayerLimit = components['schemas']['PlayerLimit'];
export type SchemaPendingLimitChange = components['schemas']['PendingLimitChange'];
export type SchemaPlayerExclusion = components['schemas']['PlayerExclusion'];
export type SchemaPlayerProtection = components['schemas']['PlayerProtection'];
export type SchemaPlayerProtectionResponse = components['schemas']['PlayerProtectionResponse'];
export type SchemaSetMarketingConsentRequest = components['schemas']['SetMarketingConsentRequest'];
export type SchemaMarketingConsent = components['schemas']['MarketingConsent'];
export type SchemaMarketingConsentResponse = components['schemas']['MarketingConsentResponse'];
export type SchemaSetRealityCheckRequest = components['schemas']['SetRealityCheckRequest'];
export type SchemaRealityCheck = components['schemas']['RealityCheck'];
export type SchemaRealityCheckResponse = components['schemas']['RealityCheckResponse'];
export type SchemaStartTimeOutRequest = components['schemas']['StartTimeOutRequest'];
export type SchemaSelfExcludeRequest = components['schemas']['SelfExcludeRequest'];
export type SchemaPlayerExclusionResponse = components['schemas']['PlayerExclusionResponse'];
export type SchemaCloseAccountRequest = components['schemas']['CloseAccountRequest'];
export type SchemaActivityStatementRequest = components['schemas']['ActivityStatementRequest'];
export type SchemaActivityStatement = components['schemas']['ActivityStatement'];
export type SchemaActivityStatementResponse = components['schemas']['ActivityStatementResponse'];
export type SchemaOpsProtectionEvent = components['schemas']['OpsProtectionEvent'];
export type SchemaOpsPlayerProtection = components['schemas']['OpsPlayerProtection'];
export type SchemaOpsPlayerProtectionResponse = components['schemas']['OpsPlayerProtectionResponse'];
export type SchemaOpsExclusionLiftRequest = components['schemas']['OpsExclusionLiftRequest'];
export type SchemaEmptyResponse = components['schemas']['EmptyResponse'];
export type SchemaMoney = components['schemas']['Money'];
export type SchemaSkip = components['schemas']['Skip'];
export type SchemaTake = components['schemas']['Take'];
export type SchemaDateFilter = components['schemas']['DateFilter'];
export type SchemaPageRequest = components['schemas']['PageRequest'];
export type SchemaTransactionStatus = components['schemas']['TransactionStatus'];
export type SchemaTransactionType = components['schemas']['TransactionType'];
export type SchemaProcessStatus = components['schemas']['ProcessStatus'];
export type SchemaGameTransactionType = components['schemas']['GameTransactionType'];
export type SchemaFormFieldType = components['schemas']['FormFieldType'];
export type SchemaNotificationType = components['schemas']['NotificationType'];
export type SchemaPlatform = components['schemas']['Platform'];
export type SchemaProviderName = components['schemas']['ProviderName'];
export type SchemaBootstrapResponse = components['schemas']['BootstrapResponse'];
export type SchemaBootstrap = components['schemas']['Bootstrap'];
export type SchemaSiteOption = components['schemas']['SiteOption'];
export type SchemaPopup = components['schemas']['Popup'];
export type SchemaPopupImage = components['schemas']['PopupImage'];
export type SchemaDomainStatus = components['schemas']['DomainStatus'];
export type SchemaDomainChange = components['schemas']['DomainChange'];
export type SchemaEgtJackpotInstance = components['schemas']['EgtJackpotInstance'];
export type SchemaEgtJackpotLevel = components['schemas']['EgtJackpotLevel'];
export type SchemaEgtJackpotValue = components['schemas']['EgtJackpotValue'];
export type SchemaAmusnetJackpot = components['schemas']['AmusnetJackpot'];
export type SchemaTranslation = components['schemas']['Translation'];
export type SchemaCasinoCategory = components['schemas']['CasinoCategory'];
export type SchemaLanguage = components['schemas']['Language'];
export type SchemaSlider = components['schemas']['Slider'];
export type SchemaSliderItem = components['schemas']['SliderItem'];
export type SchemaImageRef = components['schemas']['ImageRef'];
export type SchemaContentCategory = components['schemas']['ContentCategory'];
export type SchemaContentLink = components['schemas']['ContentLink'];
export type SchemaContentPage = components['schemas']['ContentPage'];
export type SchemaContentPageResponse = components['schemas']['ContentPageResponse'];
export type SchemaContentCategoryListResponse = components['schemas']['ContentCategoryListResponse'];
export type SchemaPromotion = components['schemas']['Promotion'];
export type SchemaPromotionCampaign = components['schemas']['PromotionCampaign'];
export type SchemaPromotionImage = components['schemas']['PromotionImage'];
export type SchemaPromotionListResponse = components['schemas']['PromotionListResponse'];
export type SchemaLoginRequest = components['schemas']['LoginRequest'];
export type SchemaSessionData = components['schemas']['SessionData'];
export type SchemaSessionResponse = components['schemas']['SessionResponse'];
export type SchemaCountry = components['schemas']['Country'];
export type SchemaRegistrationForm = components['schemas']['RegistrationForm'];
export type SchemaRegistrationFormResponse = components['schemas']['RegistrationFormResponse'];
export type SchemaPersonName = components['schemas']['PersonName'];
export type SchemaRegistrationUsername = components['schemas']['RegistrationUsername'];
export type SchemaEmail = components['schemas']['Email'];
export type SchemaPhone = components['schemas']['Phone'];
export type SchemaPassword = components['schemas']['Password'];
export type SchemaCountryId = components['schemas']['CountryId'];
export type SchemaCurrencyId = components['schemas']['CurrencyId'];
export type SchemaTrialBonusChoice = components['schemas']['TrialBonusChoice'];
export type SchemaReferralId = components['schemas']['ReferralId'];
export type SchemaAcceptTrue = components['schemas']['AcceptTrue'];
export type SchemaRegisterRequest = components['schemas']['RegisterRequest'];
export type SchemaRegisterFullRequest = components['schemas']['RegisterFullRequest'];
export type SchemaRegisterFastRequest = components['schemas']['RegisterFastRequest'];
export type SchemaRecoveryUsername = components['schemas']['RecoveryUsername'];
export type SchemaRecoveryCode = components['schemas']['RecoveryCode'];
export type SchemaResetPasswordRequest = components['schemas']['ResetPasswordRequest'];
export type SchemaCheckResetCodeRequest = components['schemas']['CheckResetCodeRequest'];
export type SchemaChangePasswordWithCodeRequest = components['schemas']['ChangePasswordWithCodeRequest'];
export type SchemaBalance = components['schemas']['Balance'];
export type SchemaBalanceResponse = components['schemas']['BalanceResponse'];
export type SchemaSmsCode = components['schemas']['SmsCode'];
export type SchemaUpdatePhoneRequest = components['schemas']['UpdatePhoneRequest'];
export type SchemaUpdatePhoneSendCodeRequest = components['schemas']['UpdatePhoneSendCodeRequest'];
export type SchemaUpdatePhoneVerifyRequest = components['schemas']['UpdatePhoneVerifyRequest'];
export type SchemaPhoneStatus = components['schemas']['PhoneStatus'];
export type SchemaPhoneStatusResponse = components['schemas']['PhoneStatusResponse'];
export type SchemaChangePasswordRequest = components['schemas']['ChangePasswordRequest'];
export type SchemaNotificationListRequest = components['schemas']['NotificationListRequest'];
export type SchemaNotification = components['schemas']['Notification'];
export type SchemaNotificationPage = components['schemas']['NotificationPage'];
export type SchemaNotificationPageResponse = components['schemas']['NotificationPageResponse'];
export type SchemaReadNotificationRequest = components['schemas']['ReadNotificationRequest'];
export type SchemaProfile = components['schemas']['Profile'];
export type SchemaProfileResponse = components['schemas']['ProfileResponse'];
export type SchemaUpdateProfileRequest = components['schemas']['UpdateProfileRequest'];
export type SchemaFinancialActivityListRequest = components['schemas']['FinancialActivityListRequest'];
export type SchemaFinancialActivity = components['schemas']['FinancialActivity'];
export type SchemaFinancialActivityResponse = components['schemas']['FinancialActivityResponse'];
export type SchemaFinancialActivityPage = components['schemas']['FinancialActivityPage'];
export type SchemaFinancialActivityPageResponse = components['schemas']['FinancialActivityPageResponse'];
export type SchemaGameHistoryListRequest = components['schemas']['GameHistoryListRequest'];
export type SchemaGameTransaction = components['schemas']['GameTransaction'];
export type SchemaGameRound = components['schemas']['GameRound'];
export type SchemaGameHistoryPage = components['schemas']['GameHistoryPage'];
export type SchemaGameHistoryPageResponse = components['schemas']['GameHistoryPageResponse'];
export type SchemaSessionRecord = components['schemas']['SessionRecord'];
export type SchemaSessionHistoryPage = components['schemas']['SessionHistoryPage'];
export type SchemaSessionHistoryPageResponse = components['schemas']['SessionHistoryPageResponse'];
export type SchemaEndSessionRequest = components['schemas']['EndSessionRequest'];
export type SchemaPlayerBonus = components['schemas']['PlayerBonus'];
export type SchemaPlayerBonusResponse = components['schemas']['PlayerBonusResponse'];
export type SchemaTrialBonusOffer = components['schemas']['TrialBonusOffer'];
export type SchemaBonusOverview = components['schemas']['BonusOverview'];
export type SchemaBonusOverviewResponse = components['schemas']['BonusOverviewResponse'];
export type SchemaBonusOffer = components['schemas']['BonusOffer'];
export type SchemaBonusOfferListResponse = components['schemas']['BonusOfferListResponse'];
export type SchemaBonusOfferClaimRequest = components['schemas']['BonusOfferClaimRequest'];
export type SchemaBonusOfferResponse = components['schemas']['BonusOfferResponse'];
export type SchemaPaymentMethodListRequest = components['schemas']['PaymentMethodListRequest'];
export type SchemaPaymentMethod = components['schemas']['PaymentMethod'];
export type SchemaPaymentMethodListResponse = components['schemas']['PaymentMethodListResponse'];
export type SchemaPaymentDetailRequest = components['schemas']['PaymentDetailRequest'];
export type SchemaPaymentFieldOption = components['schemas']['PaymentFieldOption'];
export type SchemaPaymentField = components['schemas']['PaymentField'];
export type SchemaPaymentFieldListResponse = components['schemas']['PaymentFieldListResponse'];
export type SchemaPaymentDetailValues = components['schemas']['PaymentDetailValues'];
export type SchemaDepositRequest = components['schemas']['DepositRequest'];
export type SchemaDepositResponse = components['schemas']['DepositResponse'];
export type SchemaWithdrawRequest = components['schemas']['WithdrawRequest'];
export type SchemaCancelWithdrawalRequest = components['schemas']['CancelWithdrawalRequest'];
export type SchemaCancelDepositRequest = components['schemas']['CancelDepositRequest'];
export type SchemaPaymentWebhookRequest = components['schemas']['PaymentWebhookRequest'];
export type SchemaDemoGatewayEvent = components['schemas']['DemoGatewayEvent'];
export type SchemaPaymentWebhookResult = components['schemas']['PaymentWebhookResult'];
export type SchemaPaymentWebhookResponse = components['schemas']['PaymentWebhookResponse'];
export type SchemaGame = components['schemas']['Game'];
export type SchemaGameGroup = components['schemas']['GameGroup'];
export type SchemaGameGroupListResponse = components['schemas']['GameGroupListResponse'];
export type SchemaGameListResponse = components['schemas']['GameListResponse'];
export type SchemaGameSearchRequest = components['schemas']['GameSearchRequest'];
export type SchemaCategoryGamesRequest = components['schemas']['CategoryGamesRequest'];
export type SchemaToggleFavoriteRequest = components['schemas']['ToggleFavoriteRequest'];
export type SchemaFavoriteState = components['schemas']['FavoriteState'];
export type SchemaFavoriteStateResponse = components['schemas']['FavoriteStateResponse'];
export type SchemaAmusnetJackpotResponse = components['schemas']['AmusnetJackpotResponse'];
export type SchemaEgtJackpotResponse = components['schemas']['EgtJackpotResponse'];
export type SchemaPragmaticJackpotFeed = components['schemas']['PragmaticJackpotFeed'];
export type SchemaPragmaticJackpot = components['schemas']['PragmaticJackpot'];
export type SchemaPragmaticJackpotTier = components['schemas']['PragmaticJackpotTier'];
export type SchemaPragmaticJackpotFeedResponse = components['schemas']['PragmaticJackpotFeedResponse'];
export type SchemaGameCode = components['schemas']['GameCode'];
export type SchemaLaunchLanguage = components['schemas']['LaunchLanguage'];
export type SchemaLobbyUrl = components['schemas']['LobbyUrl'];
export type SchemaPragmaticLaunchRequest = components['schemas']['PragmaticLaunchRequest'];
export type SchemaDigitainLaunchRequest = components['schemas']['DigitainLaunchRequest'];
export type SchemaEveryMatrixLaunchRequest = components['schemas']['EveryMatrixLaunchRequest'];
export type SchemaAmusnetLaunchRequest = components['schemas']['AmusnetLaunchRequest'];
export type SchemaPlatformLaunchRequest = components['schemas']['PlatformLaunchRequest'];
export type SchemaSoftGamingsLaunchRequest = components['schemas']['SoftGamingsLaunchRequest'];
export type SchemaLaunchUrlResponse = components['schemas']['LaunchUrlResponse'];
export type SchemaLaunchHtmlResponse = components['schemas']['LaunchHtmlResponse'];
export type SchemaOperatorRole = components['schemas']['OperatorRole'];
export type SchemaOperatorUsername = components['schemas']['OperatorUsername'];
export type SchemaOperatorLoginRequest = components['schemas']['OperatorLoginRequest'];
export type SchemaOperatorTotpRequest = components['schemas']['OperatorTotpRequest'];
export type SchemaOperatorChallenge = components['schemas']['OperatorChallenge'];
export type SchemaOperatorTotpEnrolment = components['schemas']['OperatorTotpEnrolment'];
export type SchemaOperatorChallengeResponse = components['schemas']['OperatorChallengeResponse'];
export type SchemaOperatorSession = components['schemas']['OperatorSession'];
export type SchemaOperatorSessionResponse = components['schemas']['OperatorSessionResponse'];
export type SchemaCreateOperatorRequest = components['schemas']['CreateOperatorRequest'];
export type SchemaOperatorAccount = components['schemas']['OperatorAccount'];
export type SchemaOperatorAccountResponse = components['schemas']['OperatorAccountResponse'];
export type SchemaOpsNotifyRequest = components['schemas']['OpsNotifyRequest'];
export type SchemaOpsNotifyResult = components['schemas']['OpsNotifyResult'];
export type SchemaSupportChatReadRequest = components['schemas']['SupportChatReadRequest'];
export type SchemaSupportChatRead = components['schemas']['SupportChatRead'];
export type SchemaSupportChatReadResponse = components['schemas']['SupportChatReadResponse'];
export type SchemaPromotionResponse = components['schemas']['PromotionResponse'];
export type SchemaSupportMessageRequest = components['schemas']['SupportMessageRequest'];
export type SchemaSupportMessage = components['schemas']['SupportMessage'];
export type SchemaSupportConversation = components['schemas']['SupportConversation'];
export type SchemaSupportMessageList = components['schemas']['SupportMessageList'];
export type SchemaOpsSupportTransferRequest = components['schemas']['OpsSupportTransferRequest'];
export type SchemaOpsSupportOperator = components['schemas']['OpsSupportOperator'];
export type SchemaOpsSupportOperatorList = components['schemas']['OpsSupportOperatorList'];
export type SchemaOpsSupportMessage = components['schemas']['OpsSupportMessage'];
export type SchemaOpsSupportConversationSummary = components['schemas']['OpsSupportConversationSummary'];
export type SchemaOpsSupportConversationList = components['schemas']['OpsSupportConversationList'];
export type SchemaOpsSupportConversation = components['schemas']['OpsSupportConversation'];
export type SchemaSupportConversationResponse = components['schemas']['SupportConversationResponse'];
export type SchemaSupportMessagesResponse = components['schemas']['SupportMessagesResponse'];
export type SchemaOpsSupportConversationListResponse = components['schemas']['OpsSupportConversationListResponse'];
export type SchemaOpsSupportConversationResponse = components['schemas']['OpsSupportConversationResponse'];
export type SchemaOpsSupportOperatorListResponse = components['schemas']['OpsSupportOperatorListResponse'];
export type SchemaOpsNotifyResponse = components['schemas']['OpsNotifyResponse'];
export type SchemaOpsApproveRequest = components['schemas']['OpsApproveRequest'];
export type SchemaOpsRejectRequest = components['schemas']['OpsRejectRequest'];
export type SchemaOpsPlayerRef = components['schemas']['OpsPlayerRef'];
export type SchemaOpsTransaction = components['schemas']['OpsTransaction'];
export type SchemaOpsTransactionResponse = components['schemas']['OpsTransactionResponse'];
export type SchemaOpsTransactionPage = components['schemas']['OpsTransactionPage'];
export type SchemaOpsTransactionPageResponse = components['schemas']['OpsTransactionPageResponse'];
export type SchemaOpsPlayer = components['schemas']['OpsPlayer'];
export type SchemaOpsPlayerListResponse = components['schemas']['OpsPlayerListResponse'];
export type SchemaOpsPermission = components['schemas']['OpsPermission'];
export type SchemaOpsMe = components['schemas']['OpsMe'];
export type SchemaOpsMeResponse = components['schemas']['OpsMeResponse'];
export type SchemaOpsRole = components['schemas']['OpsRole'];
export type SchemaOpsRoleListResponse = components['schemas']['OpsRoleListResponse'];
export type SchemaOpsOperatorState = components['schemas']['OpsOperatorState'];
export type SchemaOpsOperator = components['schemas']['OpsOperator'];
export type SchemaOpsOperatorListResponse = components['schemas']['OpsOperatorListResponse'];
export type SchemaOpsOperatorRoleRequest = components['schemas']['OpsOperatorRoleRequest'];
export type SchemaOpsReasonRequest = components['schemas']['OpsReasonRequest'];
export type SchemaOpsNoteRequest = components['schemas']['OpsNoteRequest'];
export type SchemaOpsSettings = components['schemas']['OpsSettings'];
export type SchemaOpsSettingsRequest = components['schemas']['OpsSettingsRequest'];
export type SchemaOpsSettingsResponse = components['schemas']['OpsSettingsResponse'];
export type SchemaKycDocumentKind = components['schemas']['KycDocumentKind'];
export type SchemaKycDocumentStatus = components['schemas']['KycDocumentStatus'];
export type SchemaKycTier = components['schemas']['KycTier'];
export type SchemaKycDocument = components['schemas']['KycDocument'];
export type SchemaKycDocumentResponse = components['schemas']['KycDocumentResponse'];
export type SchemaKycDocumentsResponse = components['schemas']['KycDocumentsResponse'];
export type SchemaKycVerification = components['schemas']['KycVerification'];
export type SchemaKycVerificationResponse = components['schemas']['KycVerificationResponse'];
export type SchemaOpsKycDocument = components['schemas']['OpsKycDocument'];
export type SchemaOpsKycPlayer = components['schemas']['OpsKycPlayer'];
export type SchemaOpsKycDocumentResponse = components['schemas']['OpsKycDocumentResponse'];
export type SchemaOpsKycDocumentsResponse = components['schemas']['OpsKycDocumentsResponse'];
export type SchemaOpsKycReviewRequest = components['schemas']['OpsKycReviewRequest'];
export type SchemaAmlCaseStatus = components['schemas']['AmlCaseStatus'];
export type SchemaAmlRule = components['schemas']['AmlRule'];
export type SchemaOpsAmlCase = components['schemas']['OpsAmlCase'];
export type SchemaOpsAmlCaseResponse = components['schemas']['OpsAmlCaseResponse'];
export type SchemaOpsAmlCasesResponse = components['schemas']['OpsAmlCasesResponse'];
export type SchemaOpsAmlResolveRequest = components['schemas']['OpsAmlResolveRequest'];
export type SchemaOpsComplianceSettings = components['schemas']['OpsComplianceSettings'];
export type SchemaOpsComplianceSettingsResponse = components['schemas']['OpsComplianceSettingsResponse'];
export type SchemaOpsApprovalKind = components['schemas']['OpsApprovalKind'];
export type SchemaOpsApprovalStatus = components['schemas']['OpsApprovalStatus'];
export type SchemaOpsApproval = components['schemas']['OpsApproval'];
export type SchemaOpsApprovalResponse = components['schemas']['OpsApprovalResponse'];
export type SchemaOpsApprovalPage = components['schemas']['OpsApprovalPage'];
export type SchemaOpsApprovalPageResponse = components['schemas']['OpsApprovalPageResponse'];
export type SchemaOpsPendingApproval = components['schemas']['OpsPendingApproval'];
export type SchemaOpsAdjustmentRequest = components['schemas']['OpsAdjustmentRequest'];
export type SchemaOpsAuditRow = components['schemas']['OpsAuditRow'];
export type SchemaOpsAuditPage = components['schemas']['OpsAuditPage'];
export type SchemaOpsAuditPageResponse = components['schemas']['OpsAuditPageResponse'];
export type SchemaOpsAuditVerify = components['schemas']['OpsAuditVerify'];
export type SchemaOpsAuditVerifyResponse = components['schemas']['OpsAuditVerifyResponse'];
export type SchemaOpsPlayerRound = components['schemas']['OpsPlayerRound'];
export type SchemaOpsPlayerRoundPageResponse = components['schemas']['OpsPlayerRoundPageResponse'];
export type SchemaOpsPlayerBonus = components['schemas']['OpsPlayerBonus'];
export type SchemaOpsPlayerBonusPageResponse = components['schemas']['OpsPlayerBonusPageResponse'];
export type SchemaOpsPlayerNotificationPageResponse = components['schemas']['OpsPlayerNotificationPageResponse'];
export type SchemaOpsReport = components['schemas']['OpsReport'];
export type SchemaOpsReportResponse = components['schemas']['OpsReportResponse'];
export type SchemaOpsGgr = components['schemas']['OpsGgr'];
export type SchemaOpsPeriodFigures = components['schemas']['OpsPeriodFigures'];
export type SchemaOpsDayFigures = components['schemas']['OpsDayFigures'];
export type SchemaOpsOverview = components['schemas']['OpsOverview'];
export type SchemaOpsOverviewResponse = components['schemas']['OpsOverviewResponse'];
export type SchemaOpsPlayerDetail = components['schemas']['OpsPlayerDetail'];
export type SchemaOpsPlayerDetailResponse = components['schemas']['OpsPlayerDetailResponse'];
export type SchemaOpsLedgerLine = components['schemas']['OpsLedgerLine'];
export type SchemaOpsLedgerPageResponse = components['schemas']['OpsLedgerPageResponse'];
export type SchemaOpsPlayerSession = components['schemas']['OpsPlayerSession'];
export type SchemaOpsPlayerSessionPageResponse = components['schemas']['OpsPlayerSessionPageResponse'];
export type SchemaOpsPlayerNote = components['schemas']['OpsPlayerNote'];
export type SchemaOpsPlayerNoteRequest = components['schemas']['OpsPlayerNoteRequest'];
export type SchemaOpsPlayerNoteResponse = components['schemas']['OpsPlayerNoteResponse'];
export type SchemaOpsPlayerNotePageResponse = components['schemas']['OpsPlayerNotePageResponse'];
export type SchemaOpsPromotionText = components['schemas']['OpsPromotionText'];
export type SchemaOpsPromotionTexts = components['schemas']['OpsPromotionTexts'];
export type SchemaOpsPromotion = components['schemas']['OpsPromotion'];
export type SchemaOpsPromotionResponse = components['schemas']['OpsPromotionResponse'];
export type SchemaOpsPromotionListResponse = components['schemas']['OpsPromotionListResponse'];
export type SchemaOpsPromotionSaveRequest = components['schemas']['OpsPromotionSaveRequest'];
export type SchemaStudioGame = components['schemas']['StudioGame'];
export type SchemaStudioLaunchToken = components['schemas']['StudioLaunchToken'];
export type SchemaStudioRequestId = components['schemas']['StudioRequestId'];
export type SchemaStudioClientSeed = components['schemas']['StudioClientSeed'];
export type SchemaStudioTokenRequest = components['schemas']['StudioTokenRequest'];
export type SchemaStudioFairness = components['schemas']['StudioFairness'];
export type SchemaStudioRevealedSeedPair = components['schemas']['StudioRevealedSeedPair'];
export type SchemaStudioBetLimits = components['schemas']['StudioBetLimits'];
export type SchemaStudioSession = components['schemas']['StudioSession'];
export type SchemaStudioSessionResponse = components['schemas']['StudioSessionResponse'];
export type SchemaStudioRotateSeedsRequest = components['schemas']['StudioRotateSeedsRequest'];
export type SchemaStudioRotateSeeds = components['schemas']['StudioRotateSeeds'];
export type SchemaStudioRotateSeedsResponse = components['schemas']['StudioRotateSeedsResponse'];
export type SchemaStudioSlotSpinRequest = components['schemas']['StudioSlotSpinRequest'];
export type SchemaStudioRouletteBetKind = components['schemas']['StudioRouletteBetKind'];
export type SchemaStudioRouletteBet = components['schemas']['StudioRouletteBet'];
export type SchemaStudioRouletteSpinRequest = components['schemas']['StudioRouletteSpinRequest'];
export type SchemaStudioBlackjackDealRequest = components['schemas']['StudioBlackjackDealRequest'];
export type SchemaStudioBlackjackAction = components['schemas']['StudioBlackjackAction'];
export type SchemaStudioBlackjackActionRequest = components['schemas']['StudioBlackjackActionRequest'];
export type SchemaStudioCrashBetRequest = components['schemas']['StudioCrashBetRequest'];
export type SchemaStudioRoundLookupRequest = components['schemas']['StudioRoundLookupRequest'];
export type SchemaStudioRoundFairness = components['schemas']['StudioRoundFairness'];
export type SchemaStudioJackpotWin = components['schemas']['StudioJackpotWin'];
export type SchemaStudioSlotLineWin = components['schemas']['StudioSlotLineWin'];
export type SchemaStudioSlotSpin = components['schemas']['StudioSlotSpin'];
export type SchemaStudioSlotOutcome = components['schemas']['StudioSlotOutcome'];
export type SchemaStudioWaysWin = components['schemas']['StudioWaysWin'];
export type SchemaStudioWaysSpin = components['schemas']['StudioWaysSpin'];
export type SchemaStudioWaysOutcome = components['schemas']['StudioWaysOutcome'];
export type SchemaStudioHoldCoin = components['schemas']['StudioHoldCoin'];
export type SchemaStudioHoldRespin = components['schemas']['StudioHoldRespin'];
export type SchemaStudioHoldFeature = components['schemas']['StudioHoldFeature'];
export type SchemaStudioHoldAndWinOutcome = components['schemas']['StudioHoldAndWinOutcome'];
export type SchemaStudioRouletteResult = components['schemas']['StudioRouletteResult'];
export type SchemaStudioRouletteOutcome = components['schemas']['StudioRouletteOutcome'];
export type SchemaStudioBlackjackHand = components['schemas']['StudioBlackjackHand'];
export type SchemaStudioBlackjackOutcome = components['schemas']['StudioBlackjackOutcome'];
export type SchemaStudioCrashOutcome = components['schemas']['StudioCrashOutcome'];
export type SchemaStudioTombalaStateRequest = components['schemas']['StudioTombalaStateRequest'];
export type SchemaStudioTombalaBuyRequest = components['schemas']['StudioTombalaBuyRequest'];
export type SchemaStudioTombalaCard = components['schemas']['StudioTombalaCard'];
export type SchemaStudioTombalaPrize = components['schemas']['StudioTombalaPrize'];
export type SchemaStudioTombalaGame = components['schemas']['StudioTombalaGame'];
export type SchemaStudioTombalaRoom = components['schemas']['StudioTombalaRoom'];
export type SchemaStudioTombalaTicket = components['schemas']['StudioTombalaTicket'];
export type SchemaStudioTombalaHistoryItem = components['schemas']['StudioTombalaHistoryItem'];
export type SchemaStudioTombalaState = components['schemas']['StudioTombalaState'];
export type SchemaStudioTombalaStateResponse = components['schemas']['StudioTombalaStateResponse'];
export type SchemaStudioTombalaOutcome = components['schemas']['StudioTombalaOutcome'];
export type SchemaStudioKenoBetSpec = components['schemas']['StudioKenoBetSpec'];
export type SchemaStudioKenoBetRequest = components['schemas']['StudioKenoBetRequest'];
export type SchemaStudioKenoResultsRequest = components['schemas']['StudioKenoResultsRequest'];
export type SchemaStudioKenoBall = components['schemas']['StudioKenoBall'];
export type SchemaStudioKenoDraw = components['schemas']['StudioKenoDraw'];
export type SchemaStudioKenoBet = components['schemas']['StudioKenoBet'];
export type SchemaStudioKenoResult = components['schemas']['StudioKenoResult'];
export type SchemaStudioKenoPaytableRow = components['schemas']['StudioKenoPaytableRow'];
export type SchemaStudioKenoPaytable = components['schemas']['StudioKenoPaytable'];
export type SchemaStudioKenoState = components['schemas']['StudioKenoState'];
export type SchemaStudioKenoStateResponse = components['schemas']['StudioKenoStateResponse'];
export type SchemaStudioKenoResultsResponse = components['schemas']['StudioKenoResultsResponse'];
export type SchemaStudioKenoOutcome = components['schemas']['StudioKenoOutcome'];
export type SchemaStudioLiveRouletteSpin = components['schemas']['StudioLiveRouletteSpin'];
export type SchemaStudioLiveRouletteBets = components['schemas']['StudioLiveRouletteBets'];
export type SchemaStudioLiveRouletteResult = components['schemas']['StudioLiveRouletteResult'];
export type SchemaStudioLiveRouletteState = components['schemas']['StudioLiveRouletteState'];
export type SchemaStudioLiveRouletteStateResponse = components['schemas']['StudioLiveRouletteStateResponse'];
export type SchemaStudioLiveRouletteBetRequest = components['schemas']['StudioLiveRouletteBetRequest'];
export type SchemaStudioOutcome = components['schemas']['StudioOutcome'];
export type SchemaStudioRound = components['schemas']['StudioRound'];
export type SchemaStudioRoundResponse = components['schemas']['StudioRoundResponse'];
export type SchemaStudioCrashRound = components['schemas']['StudioCrashRound'];
export type SchemaStudioCrashHistoryItem = components['schemas']['StudioCrashHistoryItem'];
export type SchemaStudioCrashPlayerBet = components['schemas']['StudioCrashPlayerBet'];
export type SchemaStudioCrashState = components['schemas']['StudioCrashState'];
export type SchemaStudioCrashStateResponse = components['schemas']['StudioCrashStateResponse'];
export type SchemaStudioVerifyByRound = components['schemas']['StudioVerifyByRound'];
export type SchemaStudioVerifyByInputs = components['schemas']['StudioVerifyByInputs'];
export type SchemaStudioVerifyRequest = components['schemas']['StudioVerifyRequest'];
export type SchemaStudioVerification = components['schemas']['StudioVerification'];
export type SchemaStudioVerifyResponse = components['schemas']['StudioVerifyResponse'];
export type SchemaStudioRoundRecall = components['schemas']['StudioRoundRecall'];
export type SchemaSportKey = components['schemas']['SportKey'];
export type SchemaSportsOddsFormat = components['schemas']['SportsOddsFormat'];
export type SchemaSportsOddsChangePolicy = components['schemas']['SportsOddsChangePolicy'];
export type SchemaSportsOdds = components['schemas']['SportsOdds'];
export type SchemaSportsScore = components['schemas']['SportsScore'];
export type SchemaSportsEventStatus = components['schemas']['SportsEventStatus'];
export type SchemaSportsMarketStatus = components['schemas']['SportsMarketStatus'];
export type SchemaSportsOutcomeResult = components['schemas']['SportsOutcomeResult'];
export type SchemaSportsOutcome = components['schemas']['SportsOutcome'];
export type SchemaSportsMarket = components['schemas']['SportsMarket'];
export type SchemaSportsMarketGroup = components['schemas']['SportsMarketGroup'];
export type SchemaSportsLeagueNode = components['schemas']['SportsLeagueNode'];
export type SchemaSportsCategoryNode = components['schemas']['SportsCategoryNode'];
export type SchemaSportsSportNode = components['schemas']['SportsSportNode'];
export type SchemaSportsTree = components['schemas']['SportsTree'];
export type SchemaSportsTreeResponse = components['schemas']['SportsTreeResponse'];
export type SchemaSportsEventSummary = components['schemas']['SportsEventSummary'];
export type SchemaSportsEventDetail = components['schemas']['SportsEventDetail'];
export type SchemaSportsEventDetailResponse = components['schemas']['SportsEventDetailResponse'];
export type SchemaSportsEventPage = components['schemas']['SportsEventPage'];
export type SchemaSportsEventPageResponse = components['schemas']['SportsEventPageResponse'];
export type SchemaSportsHighlights = components['schemas']['SportsHighlights'];
export type SchemaSportsHighlightsResponse = components['schemas']['SportsHighlightsResponse'];
export type SchemaSportsSearchLeague = components['schemas']['SportsSearchLeague'];
export type SchemaSportsSearchResult = components['schemas']['SportsSearchResult'];
export type SchemaSportsSearchResponse = components['schemas']['SportsSearchResponse'];
export type SchemaSportsMarketResponse = components['schemas']['SportsMarketResponse'];
export type SchemaSportsVerification = components['schemas']['SportsVerification'];
export type SchemaSportsVerificationResponse = components['schemas']['SportsVerificationResponse'];
export type SchemaSportsLimits = components['schemas']['SportsLimits'];
export type SchemaSportsSettings = components['schemas']['SportsSettings'];
export type SchemaSportsSettingsResponse = components['schemas']['SportsSettingsResponse'];
export type SchemaSportsSettingsUpdateRequest = components['schemas']['SportsSettingsUpdateRequest'];
export type SchemaSportsBetType = components['schemas']['SportsBetType'];
export type SchemaSportsSystemName = components['schemas']['SportsSystemName'];
export type SchemaPlaceBetSelection = components['schemas']['PlaceBetSelection'];
export type SchemaPlaceBet = components['schemas']['PlaceBet'];
export type SchemaPlaceBetsRequest = components['schemas']['PlaceBetsRequest'];
export type SchemaSportsSelectionChange = components['schemas']['SportsSelectionChange'];
export type SchemaPlaceBetsResult = components['schemas']['PlaceBetsResult'];
export type SchemaPlaceBetsResponse = components['schemas']['PlaceBetsResponse'];
export type SchemaSportsBetStatus = components['schemas']['SportsBetStatus'];
export type SchemaSportsBetLeg = components['schemas']['SportsBetLeg'];
export type SchemaSportsBetLine = components['schemas']['SportsBetLine'];
export type SchemaSportsBet = components['schemas']['SportsBet'];
export type SchemaSportsBetResponse = components['schemas']['SportsBetResponse'];
export type SchemaSportsBetPage = components['schemas']['SportsBetPage'];
export type SchemaSportsBetPageResponse = components['schemas']['SportsBetPageResponse'];
export type SchemaSportsOddsMessage = components['schemas']['SportsOddsMessage'];
export type SchemaSportsEventMessage = components['schemas']['SportsEventMessage'];
export type SchemaOpsSportsResettlementRequest = components['schemas']['OpsSportsResettlementRequest'];
export type SchemaOpsSportsStakeFactorRequest = components['schemas']['OpsSportsStakeFactorRequest'];
export type SchemaOpsSportsStakeFactor = components['schemas']['OpsSportsStakeFactor'];
export type SchemaOpsSportsStakeFactorResponse = components['schemas']['OpsSportsStakeFactorResponse'];
export type SchemaOpsSportsLiabilityRequest = components['schemas']['OpsSportsLiabilityRequest'];
export type SchemaOpsSportsLiabilityResponse = components['schemas']['OpsSportsLiabilityResponse'];
export type SchemaOpsSportsEventStatusRequest = components['schemas']['OpsSportsEventStatusRequest'];
export type SchemaSportsLivePeriod = components['schemas']['SportsLivePeriod'];
export type SchemaSportsSuspendReason = components['schemas']['SportsSuspendReason'];
export type SchemaSportsLiveIncidentType = components['schemas']['SportsLiveIncidentType'];
export type SchemaSportsLiveIncident = components['schemas']['SportsLiveIncident'];
export type SchemaSportsLiveState = components['schemas']['SportsLiveState'];
export type SchemaSportsLiveStateResponse = components['schemas']['SportsLiveStateResponse'];
export type SchemaSportsLiveEvent = components['schemas']['SportsLiveEvent'];
export type SchemaSportsLiveEvents = components['schemas']['SportsLiveEvents'];
export type SchemaSportsLiveEventsResponse = components['schemas']['SportsLiveEventsResponse'];
export type SchemaSportsLiveEventDetail = components['schemas']['SportsLiveEventDetail'];
export type SchemaSportsLiveEventDetailResponse = components['schemas']['SportsLiveEventDetailResponse'];
export type SchemaSportsLiveMessage = components['schemas']['SportsLiveMessage'];
export type SchemaSportsBetRefusal = components['schemas']['SportsBetRefusal'];
export type SchemaSportsBetCashOut = components['schemas']['SportsBetCashOut'];
export type SchemaSportsCashOutQuote = components['schemas']['SportsCashOutQuote'];
export type SchemaSportsCashOutQuoteResponse = components['schemas']['SportsCashOutQuoteResponse'];
export type SchemaCashOutRequest = components['schemas']['CashOutRequest'];
export type SchemaAutoCashOutRequest = components['schemas']['AutoCashOutRequest'];
export type SchemaCashOutResult = components['schemas']['CashOutResult'];
export type SchemaCashOutResponse = components['schemas']['CashOutResponse'];
export type SchemaSportsLiveSettings = components['schemas']['SportsLiveSettings'];
export type SchemaSportsLiveSettingsUpdate = components['schemas']['SportsLiveSettingsUpdate'];
export type SchemaSportsLiveSettingsResponse = components['schemas']['SportsLiveSettingsResponse'];
export type SchemaSportsLiveLiability = components['schemas']['SportsLiveLiability'];
export type SchemaSportsLiveLiabilityResponse = components['schemas']['SportsLiveLiabilityResponse'];
export type SchemaOpsLiveIncidentRequest = components['schemas']['OpsLiveIncidentRequest'];
export type SchemaOpsSettleSportsEventRequest = components['schemas']['OpsSettleSportsEventRequest'];
export type SchemaOpsSportsOutcomeOddsRequest = components['schemas']['OpsSportsOutcomeOddsRequest'];
export type SchemaOpsSportsBookOutcome = components['schemas']['OpsSportsBookOutcome'];
export type SchemaOpsSportsBookMarket = components['schemas']['OpsSportsBookMarket'];
export type SchemaOpsSportsEventBook = components['schemas']['OpsSportsEventBook'];
export type SchemaOpsSportsEventBookResponse = components['schemas']['OpsSportsEventBookResponse'];
export type SchemaOpsSuspendSportsMarketRequest = components['schemas']['OpsSuspendSportsMarketRequest'];
export type SchemaOpsUrl = components['schemas']['OpsUrl'];
export type SchemaOpsSlug = components['schemas']['OpsSlug'];
export type SchemaOpsSort = components['schemas']['OpsSort'];
export type SchemaOpsEditId = components['schemas']['OpsEditId'];
export type SchemaOpsProviderSetting = components['schemas']['OpsProviderSetting'];
export type SchemaOpsProvider = components['schemas']['OpsProvider'];
export type SchemaOpsProviderUpdateRequest = components['schemas']['OpsProviderUpdateRequest'];
export type SchemaOpsProviderResponse = components['schemas']['OpsProviderResponse'];
export type SchemaOpsProviderListResponse = components['schemas']['OpsProviderListResponse'];
export type SchemaOpsBanner = components['schemas']['OpsBanner'];
export type SchemaOpsBannerSaveRequest = components['schemas']['OpsBannerSaveRequest'];
export type SchemaOpsPageText = components['schemas']['OpsPageText'];
export type SchemaOpsPageTexts = components['schemas']['OpsPageTexts'];
export type SchemaOpsContentPage = components['schemas']['OpsContentPage'];
export type SchemaOpsContentPageSaveRequest = components['schemas']['OpsContentPageSaveRequest'];
export type SchemaOpsPopupText = components['schemas']['OpsPopupText'];
export type SchemaOpsPopupTexts = components['schemas']['OpsPopupTexts'];
export type SchemaOpsPopupImage = components['schemas']['OpsPopupImage'];
export type SchemaOpsPopup = components['schemas']['OpsPopup'];
export type SchemaOpsPopupSaveRequest = components['schemas']['OpsPopupSaveRequest'];
export type SchemaOpsFooterKey = components['schemas']['OpsFooterKey'];
export type SchemaOpsFooterText = components['schemas']['OpsFooterText'];
export type SchemaOpsFooterTextSaveRequest = components['schemas']['OpsFooterTextSaveRequest'];
export type SchemaOpsSiteOption = components['schemas']['OpsSiteOption'];
export type SchemaOpsSiteOptionSaveRequest = components['schemas']['OpsSiteOptionSaveRequest'];
export type SchemaOpsSiteContent = components['schemas']['OpsSiteContent'];
export type SchemaOpsSiteContentResponse = components['schemas']['OpsSiteContentResponse'];
export type SchemaOpsBannerResponse = components['schemas']['OpsBannerResponse'];
export type SchemaOpsContentPageResponse = components['schemas']['OpsContentPageResponse'];
export type SchemaOpsPopupResponse = components['schemas']['OpsPopupResponse'];
export type SchemaOpsFooterTextResponse = components['schemas']['OpsFooterTextResponse'];
export type SchemaOpsSiteOptionResponse = components['schemas']['OpsSiteOptionResponse'];
export type SchemaOpsCatalogueSlug = components['schemas']['OpsCatalogueSlug'];
export type SchemaOpsGame = components['schemas']['OpsGame'];
export type SchemaOpsGameUpdateRequest = components['schemas']['OpsGameUpdateRequest'];
export type SchemaOpsCasinoCategory = components['schemas']['OpsCasinoCategory'];
export type SchemaOpsCasinoCategoryUpdateRequest = components['schemas']['OpsCasinoCategoryUpdateRequest'];
export type SchemaOpsGameList = components['schemas']['OpsGameList'];
export type SchemaOpsGameListResponse = components['schemas']['OpsGameListResponse'];
export type SchemaOpsTombalaRoomId = components['schemas']['OpsTombalaRoomId'];
export type SchemaOpsTombalaFixedPrizes = components['schemas']['OpsTombalaFixedPrizes'];
export type SchemaOpsTombalaRoomChange = components['schemas']['OpsTombalaRoomChange'];
export type SchemaOpsTombalaRoomCreate = components['schemas']['OpsTombalaRoomCreate'];
export type SchemaOpsTombalaRoom = components['schemas']['OpsTombalaRoom'];
export type SchemaOpsTombalaRoomResponse = components['schemas']['OpsTombalaRoomResponse'];
export type SchemaOpsTombalaRoomsResponse = components['schemas']['OpsTombalaRoomsResponse'];
export type SchemaOpsGameResponse = components['schemas']['OpsGameResponse'];
export type SchemaOpsCasinoCategoryResponse = components['schemas']['OpsCasinoCategoryResponse'];
export type SchemaOpsCampaign = components['schemas']['OpsCampaign'];
export type SchemaOpsCampaignSaveRequest = components['schemas']['OpsCampaignSaveRequest'];
export type SchemaOpsCampaignResponse = components['schemas']['OpsCampaignResponse'];
export type SchemaOpsCampaignListResponse = components['schemas']['OpsCampaignListResponse'];
export type SchemaOpsBonusSegment = components['schemas']['OpsBonusSegment'];
export type SchemaOpsBonusGrantRequest = components['schemas']['OpsBonusGrantRequest'];
export type SchemaOpsBonusGrant = components['schemas']['OpsBonusGrant'];
export type SchemaOpsBonusGrantResponse = components['schemas']['OpsBonusGrantResponse'];
export type SchemaOpsBonusGrantPageResponse = components['schemas']['OpsBonusGrantPageResponse'];
export type SchemaOpsBonusSegmentSizeResponse = components['schemas']['OpsBonusSegmentSizeResponse'];
export type SchemaOpsPlayerBonusResponse = components['schemas']['OpsPlayerBonusResponse'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseServerError = components['responses']['ServerError'];
export type ResponseProviderUnavailable = components['responses']['ProviderUnavailable'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseStorageUnavailable = components['responses']['StorageUnavailable'];
export type ResponseBadGateway = components['responses']['BadGateway'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseUnsupportedMediaType = components['responses']['UnsupportedMediaType'];
export type ResponseHeadersTooLarge = components['responses']['HeadersTooLarge'];
export type ParameterLocale = components['parameters']['Locale'];
export type ParameterFingerprint = components['parameters']['Fingerprint'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type ParameterOpsFromDay = components['parameters']['OpsFromDay'];
export type ParameterOpsToDay = components['parameters']['OpsToDay'];
export type ParameterOpsPlayerFilter = components['parameters']['OpsPlayerFilter'];
export type ParameterOpsMinAmount = components['parameters']['OpsMinAmount'];
export type ParameterOpsMaxAmount = components['parameters']['OpsMaxAmount'];
export type ParameterOpsStatus = components['parameters']['OpsStatus'];
export type ParameterOpsSkip = components['parameters']['OpsSkip'];
export type ParameterOpsTake = components['parameters']['OpsTake'];
export type ParameterOpsTransactionId = components['parameters']['OpsTransactionId'];
export type ParameterOpsOperatorId = components['parameters']['OpsOperatorId'];
export type ParameterOpsPlayerId = components['parameters']['OpsPlayerId'];
export type ParameterKycDocumentId = components['parameters']['KycDocumentId'];
export type ParameterAmlCaseId = components['parameters']['AmlCaseId'];
export type ParameterOpsSessionId = components['parameters']['OpsSessionId'];
export type ParameterOpsConversationId = components['parameters']['OpsConversationId'];
export type ParameterOpsProposalId = components['parameters']['OpsProposalId'];
export type ParameterOpsApprovalStatus = components['parameters']['OpsApprovalStatus'];
export type ParameterOpsApprovalKind = components['parameters']['OpsApprovalKind'];
export type ParameterAuditActorKindQuery = components['parameters']['AuditActorKindQuery'];
export type ParameterAuditActorIdQuery = components['parameters']['AuditActorIdQuery'];
export type ParameterAuditActionQuery = components['parameters']['AuditActionQuery'];
export type ParameterAuditTargetKindQuery = components['parameters']['AuditTargetKindQuery'];
export type ParameterAuditTargetIdQuery = components['parameters']['AuditTargetIdQuery'];
export type ParameterAuditFromQuery = components['parameters']['AuditFromQuery'];
export type ParameterAuditToQuery = components['parameters']['AuditToQuery'];
export type ParameterAuditBeforeQuery = components['parameters']['AuditBeforeQuery'];
export type ParameterSportsEventId = components['parameters']['SportsEventId'];
export type ParameterSportsMarketId = components['parameters']['SportsMarketId'];
export type ParameterSportsOutcomeId = components['parameters']['SportsOutcomeId'];
export type ParameterSportsBetId = components['parameters']['SportsBetId'];
export type ParameterSportsIdempotencyKey = components['parameters']['SportsIdempotencyKey'];
export type HeaderSessionExpiresAt = components['headers']['SessionExpiresAt'];
export type $defs = Record<string, never>;
export interface operations {
    getBootstrap: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bootstrap data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BootstrapResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getContentPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description Content page id (footer links, About Us is 3). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    reportCspViolation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/csp-report": components["schemas"]["CspReport"];
                "application/json": components["schemas"]["CspReport"];
                "application/reports+json": components["schemas"]["ReportingApiReport"][];
            };
        };
        responses: {
            /** @description The report was received (browsers ignore the answer). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listContentPages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages, grouped by category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentCategoryListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listPromotions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getPromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description Promotion id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in; `message` is shown as a success toast. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getRegistrationForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationFormResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered and logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    keepAlive: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The session's new end. */
            200: {
                headers: {
                    "X-Session-Expires-At": components["headers"]["SessionExpiresAt"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeepAliveResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    sendResetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    checkResetCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckResetCodeRequest"];
            };
        };
        responses: {
            /** @description The code is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    changePasswordWithCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordWithCodeRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePhoneRequest"];
            };
        };
        responses: {
            /** @description Step 1 sent the code, or step 2 verified the phone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationListRequest"];
            };
        };
        responses: {
            /** @description A page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    readNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadNotificationRequest"];
            };
        };
        responses: {
            /** @description Marked read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's personal information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerLimits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerProtectionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    setPlayerLimit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPlayerLimitRequest"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerProtectionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmPlayerLimit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerLimitRef"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerProtectionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getMarketingConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketingConsentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    setMarketingConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetMarketingConsentRequest"];
            };
        };
        responses: {
            /** @description The consent after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketingConsentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getRealityCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session's figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RealityCheckResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    setRealityCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetRealityCheckRequest"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerProtectionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    startTimeOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartTimeOutRequest"];
            };
        };
        responses: {
            /** @description The exclusion taken (the session that sent it is ended too). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerExclusionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    selfExclude: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelfExcludeRequest"];
            };
        };
        responses: {
            /** @description The exclusion taken (the session that sent it is ended too). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerExclusionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    closeAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseAccountRequest"];
            };
        };
        responses: {
            /** @description Closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getActivityStatement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityStatementRequest"];
            };
        };
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityStatementResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetPlayerProtection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerProtectionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsProposeExclusionLift: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsExclusionLiftRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsApprovalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description The updated personal information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listFinancialActivities: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinancialActivityListRequest"];
            };
        };
        responses: {
            /** @description A page of transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinancialActivityPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listGameHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameHistoryListRequest"];
            };
        };
        responses: {
            /** @description A page of game rounds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameHistoryPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listSessionHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description A page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionHistoryPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndSessionRequest"];
            };
        };
        responses: {
            /** @description The session was ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    defineTrialBonus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bonus was granted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerBonusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listBonuses: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bonuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusOverviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listBonusOffers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusOfferListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    claimBonusOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BonusOfferClaimRequest"];
            };
        };
        responses: {
            /** @description Joined, or the cashback was paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusOfferResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodListRequest"];
            };
        };
        responses: {
            /** @description The methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getPaymentDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentDetailRequest"];
            };
        };
        responses: {
            /** @description The field descriptors, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentFieldListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    deposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositRequest"];
            };
        };
        responses: {
            /** @description The deposit was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    withdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawRequest"];
            };
        };
        responses: {
            /** @description The withdrawal was requested. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinancialActivityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listKycDocuments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycDocumentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadKycDocument: {
        parameters: {
            query: {
                /** @description Which document this is. */
                kind: components["schemas"]["KycDocumentKind"];
                /** @description The file's name on the player's device (shown to the reviewer). */
                fileName?: string;
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file's bytes. The server reads the type from the content; application/octet-stream is accepted for a file whose type the device did not know. */
        requestBody: {
            content: {
                "image/jpeg": unknown;
                "image/png": unknown;
                "image/webp": unknown;
                "application/pdf": unknown;
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description The document, pending review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycDocumentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["StorageUnavailable"];
        };
    };
    getKycVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycVerificationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelWithdrawalRequest"];
            };
        };
        responses: {
            /** @description The withdrawal is cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinancialActivityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelDepositRequest"];
            };
        };
        responses: {
            /** @description The deposit is cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinancialActivityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    paymentWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The gateway's signature of the raw request body. The demo gateway sends
                 *     `sha256=<hex HMAC-SHA256 of the body>` keyed with the shared webhook secret.
                 */
                "x-signature"?: string;
            };
            path: {
                /** @description Code of the payment gateway adapter that sends the notification (`demo`). */
                gateway: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentWebhookRequest"];
            };
        };
        responses: {
            /** @description The notification was applied (or had been applied before). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    searchGames: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameSearchRequest"];
            };
        };
        responses: {
            /** @description The matching games, grouped by casino category; the app flattens the groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameGroupListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getCategoryGames: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryGamesRequest"];
            };
        };
        responses: {
            /** @description One group per requested category, in the requested order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameGroupListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listFavorites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The favourites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    toggleFavorite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToggleFavoriteRequest"];
            };
        };
        responses: {
            /** @description `data.favorite` tells whether the game is now a favourite (added) or not (removed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getJackpotCards: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The four Amusnet levels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmusnetJackpotResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getEgtJackpot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EgtJackpotResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getPragmaticJackpotFeed: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jackpots; the app reads `jackpots[0].tiers[].amount`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PragmaticJackpotFeedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getEgyptQuestJackpot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Egypt Quest levels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmusnetJackpotResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getPragmaticLaunchUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PragmaticLaunchRequest"];
            };
        };
        responses: {
            /** @description The game URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["ProviderUnavailable"];
        };
    };
    getDigitainLaunchUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DigitainLaunchRequest"];
            };
        };
        responses: {
            /** @description The game URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["ProviderUnavailable"];
        };
    };
    getEveryMatrixLaunchUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EveryMatrixLaunchRequest"];
            };
        };
        responses: {
            /** @description The game URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["ProviderUnavailable"];
        };
    };
    getAmusnetLaunchUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmusnetLaunchRequest"];
            };
        };
        responses: {
            /** @description The game URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["ProviderUnavailable"];
        };
    };
    getEgtLaunchUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformLaunchRequest"];
            };
        };
        responses: {
            /** @description The game URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["ProviderUnavailable"];
        };
    };
    getHub88LaunchUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformLaunchRequest"];
            };
        };
        responses: {
            /** @description The game URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["ProviderUnavailable"];
        };
    };
    getStudioLaunchUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformLaunchRequest"];
            };
        };
        responses: {
            /** @description The game page URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getSoftGamingsLaunchHtml: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoftGamingsLaunchRequest"];
            };
        };
        responses: {
            /** @description The launch HTML. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchHtmlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["ProviderUnavailable"];
        };
    };
    getStudioSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioTokenRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioSessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    rotateStudioSeeds: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioRotateSeedsRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioRotateSeedsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    spinStudioSlot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioSlotSpinRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioRoundResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    spinStudioRoulette: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioRouletteSpinRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioRoundResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    dealStudioBlackjack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioBlackjackDealRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioRoundResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    actStudioBlackjack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioBlackjackActionRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioRoundResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getStudioTombalaState: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioTombalaStateRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioTombalaStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    buyStudioTombalaTickets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioTombalaBuyRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioTombalaStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getStudioKenoDraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioTokenRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioKenoStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    placeStudioKenoBet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioKenoBetRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioKenoStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listStudioKenoResults: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioKenoResultsRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioKenoResultsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getStudioLiveRouletteSpin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioTokenRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioLiveRouletteStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    placeStudioLiveRouletteBets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioLiveRouletteBetRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioLiveRouletteStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getStudioCrashState: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioTokenRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioCrashStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    betStudioCrash: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioCrashBetRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioCrashStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    cashOutStudioCrash: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioTokenRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioCrashStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getStudioRound: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioRoundLookupRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioRoundResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyStudioRound: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioVerifyRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioVerifyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getSportsTree: {
        parameters: {
            query?: {
                /** @description Only count events playing now (the in-play tree). */
                live?: boolean;
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsTreeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getSportsHighlights: {
        parameters: {
            query?: {
                /** @description Only this sport. */
                sport?: components["schemas"]["SportKey"];
                /** @description How many events in each list. */
                take?: number;
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The two lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsHighlightsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    searchSports: {
        parameters: {
            query: {
                /** @description The search term. */
                q: string;
                /** @description At most this many events. */
                take?: number;
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What matched. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsSearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listSportsEvents: {
        parameters: {
            query?: {
                sport?: components["schemas"]["SportKey"];
                leagueId?: string;
                /** @description true = only events playing now; false = only events not started; absent = both. */
                live?: boolean;
                /** @description Only events starting at or after this time. */
                from?: string;
                /** @description Only events starting before this time (with `from`, the starting window). */
                to?: string;
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsEventPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getSportsEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsEventDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    verifySportsEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsVerificationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getSportsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSportsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SportsSettingsUpdateRequest"];
            };
        };
        responses: {
            /** @description The settings now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyBets: {
        parameters: {
            query?: {
                /** @description open or settled (default open). */
                status?: "open" | "settled";
                /** @description Placed at or after this time. */
                from?: string;
                /** @description Placed before this time. */
                to?: string;
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsBetPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    placeBets: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The bet slip's id for this placement (a fresh one per slip submission, kept across retries): a
                 *     retry with the same key answers the first result and places nothing new; the same key with a
                 *     different slip answers 409.
                 */
                "Idempotency-Key": components["parameters"]["SportsIdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceBetsRequest"];
            };
        };
        responses: {
            /** @description The bets placed, or why the slip was refused as a whole. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceBetsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyBet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The bet's id. */
                betId: components["parameters"]["SportsBetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsBetResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listLiveEvents: {
        parameters: {
            query?: {
                sport?: components["schemas"]["SportKey"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The running events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsLiveEventsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getSportsLiveEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event live. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsLiveEventDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getCashOutQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The bet's id. */
                betId: components["parameters"]["SportsBetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsCashOutQuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    cashOutBet: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The bet slip's id for this placement (a fresh one per slip submission, kept across retries): a
                 *     retry with the same key answers the first result and places nothing new; the same key with a
                 *     different slip answers 409.
                 */
                "Idempotency-Key": components["parameters"]["SportsIdempotencyKey"];
            };
            path: {
                /** @description The bet's id. */
                betId: components["parameters"]["SportsBetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashOutRequest"];
            };
        };
        responses: {
            /** @description The cash out done, or why not with the new quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashOutResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    setAutoCashOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The bet's id. */
                betId: components["parameters"]["SportsBetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoCashOutRequest"];
            };
        };
        responses: {
            /** @description The current quote with the threshold set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsCashOutQuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    operatorLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorLoginRequest"];
            };
        };
        responses: {
            /** @description The password is right; the second factor is due. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorChallengeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    operatorVerifyTotp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorTotpRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorSessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    operatorLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                /** @description Only transactions with this status (default 2, Pending). */
                status?: components["parameters"]["OpsStatus"];
                /** @description Only transactions made on or after this Turkish day. */
                from?: components["parameters"]["OpsFromDay"];
                /** @description Only transactions made on or before this Turkish day. */
                to?: components["parameters"]["OpsToDay"];
                /** @description Only this player's transactions (username in any case, or usercode). */
                player?: components["parameters"]["OpsPlayerFilter"];
                /** @description Only amounts of at least this many TRY. */
                minAmount?: components["parameters"]["OpsMinAmount"];
                /** @description Only amounts of at most this many TRY. */
                maxAmount?: components["parameters"]["OpsMaxAmount"];
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of withdrawals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTransactionPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    approveWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The transaction's id. */
                id: components["parameters"]["OpsTransactionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsApproveRequest"];
            };
        };
        responses: {
            /** @description The withdrawal, Confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTransactionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    rejectWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The transaction's id. */
                id: components["parameters"]["OpsTransactionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsRejectRequest"];
            };
        };
        responses: {
            /** @description The withdrawal, Rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTransactionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listDeposits: {
        parameters: {
            query?: {
                /** @description Only transactions with this status (default 2, Pending). */
                status?: components["parameters"]["OpsStatus"];
                /** @description Only transactions made on or after this Turkish day. */
                from?: components["parameters"]["OpsFromDay"];
                /** @description Only transactions made on or before this Turkish day. */
                to?: components["parameters"]["OpsToDay"];
                /** @description Only this player's transactions (username in any case, or usercode). */
                player?: components["parameters"]["OpsPlayerFilter"];
                /** @description Only amounts of at least this many TRY. */
                minAmount?: components["parameters"]["OpsMinAmount"];
                /** @description Only amounts of at most this many TRY. */
                maxAmount?: components["parameters"]["OpsMaxAmount"];
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deposits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTransactionPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The transaction's id. */
                id: components["parameters"]["OpsTransactionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsApproveRequest"];
            };
        };
        responses: {
            /** @description The deposit, Confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTransactionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    rejectDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The transaction's id. */
                id: components["parameters"]["OpsTransactionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsRejectRequest"];
            };
        };
        responses: {
            /** @description The deposit, Rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTransactionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    searchPlayers: {
        parameters: {
            query: {
                /** @description Part of a username or e-mail, a usercode, or phone digits. */
                search: string;
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching players. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListOperators: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsOperatorListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    createOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOperatorRequest"];
            };
        };
        responses: {
            /** @description The new account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    sendSystemNotification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsNotifyRequest"];
            };
        };
        responses: {
            /** @description The message was stored for its recipients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsNotifyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getSupportConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    markSupportChatRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportChatReadRequest"];
            };
        };
        responses: {
            /** @description The conversation and its unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportChatReadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listSupportMessages: {
        parameters: {
            query?: {
                after?: number;
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportMessagesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    sendSupportMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportMessageRequest"];
            };
        };
        responses: {
            /** @description The conversation with its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListSupportConversations: {
        parameters: {
            query?: {
                view?: "open" | "mine" | "assigned" | "closed";
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSupportConversationListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetSupportConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The support conversation's id. */
                id: components["parameters"]["OpsConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation with its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSupportConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsClaimSupportConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The support conversation's id. */
                id: components["parameters"]["OpsConversationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The conversation with its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSupportConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsReplySupportConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The support conversation's id. */
                id: components["parameters"]["OpsConversationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportMessageRequest"];
            };
        };
        responses: {
            /** @description The conversation with its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSupportConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsTransferSupportConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The support conversation's id. */
                id: components["parameters"]["OpsConversationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSupportTransferRequest"];
            };
        };
        responses: {
            /** @description The conversation with its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSupportConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsCloseSupportConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The support conversation's id. */
                id: components["parameters"]["OpsConversationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The conversation with its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSupportConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListSupportOperators: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operators. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSupportOperatorListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsMeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListRoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsRoleListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUpdateOperatorRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The operator account's id. */
                operatorId: components["parameters"]["OpsOperatorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsOperatorRoleRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsLockOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The operator account's id. */
                operatorId: components["parameters"]["OpsOperatorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUnlockOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The operator account's id. */
                operatorId: components["parameters"]["OpsOperatorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsNoteRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsRemoveOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The operator account's id. */
                operatorId: components["parameters"]["OpsOperatorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsResetOperatorTotp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The operator account's id. */
                operatorId: components["parameters"]["OpsOperatorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUpdateSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSettingsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListKycDocuments: {
        parameters: {
            query?: {
                /** @description Only documents in this status (default pending). */
                status?: components["schemas"]["KycDocumentStatus"];
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsKycDocumentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsDownloadKycDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The document's id. */
                documentId: components["parameters"]["KycDocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                    "image/png": unknown;
                    "image/webp": unknown;
                    "application/pdf": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["StorageUnavailable"];
        };
    };
    opsReviewKycDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The document's id. */
                documentId: components["parameters"]["KycDocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsKycReviewRequest"];
            };
        };
        responses: {
            /** @description The document after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsKycDocumentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListAmlCases: {
        parameters: {
            query?: {
                /** @description Only cases in this status (default open). */
                status?: components["schemas"]["AmlCaseStatus"];
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsAmlCasesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetAmlCase: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The case's id. */
                caseId: components["parameters"]["AmlCaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsAmlCaseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsResolveAmlCase: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The case's id. */
                caseId: components["parameters"]["AmlCaseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsAmlResolveRequest"];
            };
        };
        responses: {
            /** @description The case, resolved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsAmlCaseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetComplianceSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsComplianceSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUpdateComplianceSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsComplianceSettings"];
            };
        };
        responses: {
            /** @description The settings now in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsComplianceSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListApprovals: {
        parameters: {
            query?: {
                /** @description Only proposals in this state (default pending). */
                status?: components["parameters"]["OpsApprovalStatus"];
                /** @description Only proposals of this kind. */
                kind?: components["parameters"]["OpsApprovalKind"];
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsApprovalPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsApproveProposal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The four-eyes proposal's id. */
                proposalId: components["parameters"]["OpsProposalId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsNoteRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsApprovalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsRejectProposal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The four-eyes proposal's id. */
                proposalId: components["parameters"]["OpsProposalId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsRejectRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsApprovalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsProposeAdjustment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsAdjustmentRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsApprovalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListAuditLog: {
        parameters: {
            query?: {
                /** @description Only rows of this kind of actor. */
                actorKind?: components["parameters"]["AuditActorKindQuery"];
                /** @description Only rows of this actor (an operator's or player's id or username, a system actor's name). */
                actor?: components["parameters"]["AuditActorIdQuery"];
                /** @description Only rows whose action starts with this (`withdrawal.` finds every withdrawal action). */
                action?: components["parameters"]["AuditActionQuery"];
                /** @description Only rows about this kind of thing (player, operator, transaction, ...). */
                targetKind?: components["parameters"]["AuditTargetKindQuery"];
                /** @description Only rows about the thing with this id. */
                targetId?: components["parameters"]["AuditTargetIdQuery"];
                /** @description Only rows at or after this instant. */
                from?: components["parameters"]["AuditFromQuery"];
                /** @description Only rows before this instant. */
                to?: components["parameters"]["AuditToQuery"];
                /** @description Only rows with an id below this (the previous page's nextBefore). */
                before?: components["parameters"]["AuditBeforeQuery"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsAuditPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsVerifyAuditChain: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsAuditVerifyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetReport: {
        parameters: {
            query: {
                /** @description Which report. */
                report: "daily" | "games" | "providers" | "payments";
                /** @description The first Turkish day (YYYY-MM-DD). */
                from: string;
                /** @description The last Turkish day (YYYY-MM-DD), included. */
                to: string;
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetOverview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsOverviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetPlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListPlayerLedger: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsLedgerPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListPlayerSessions: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerSessionPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsEndPlayerSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
                /** @description The player session's id. */
                sessionId: components["parameters"]["OpsSessionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListPlayerPayments: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTransactionPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListPlayerNotes: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerNotePageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListPlayerRounds: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerRoundPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListPlayerSportsBets: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsBetPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetPlayerSportsStakeFactor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSportsStakeFactorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSetPlayerSportsStakeFactor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSportsStakeFactorRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSportsStakeFactorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListPlayerBonuses: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerBonusPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListPlayerNotifications: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerNotificationPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsAddPlayerNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsPlayerNoteRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerNoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsLockPlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUnlockPlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsNoteRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsResetPlayerPhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListPromotionsForEdit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPromotionListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSavePromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsPromotionSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPromotionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsProposeSportsResettlement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSportsResettlementRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsApprovalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSetSportsLiabilityLimit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSportsLiabilityRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSportsLiabilityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSetSportsEventStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSportsEventStatusRequest"];
            };
        };
        responses: {
            /** @description The event as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsEventDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSettleSportsEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSettleSportsEventRequest"];
            };
        };
        responses: {
            /** @description The event as settled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsEventDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSuspendSportsMarket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The market's id. */
                marketId: components["parameters"]["SportsMarketId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSuspendSportsMarketRequest"];
            };
        };
        responses: {
            /** @description The market now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsMarketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSuspendSportsEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSuspendSportsMarketRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsLiveStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetSportsEventBook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event's book. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSportsEventBookResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSetSportsEventSuspended: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSuspendSportsMarketRequest"];
            };
        };
        responses: {
            /** @description The event's book now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSportsEventBookResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSetSportsOutcomeOdds: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The outcome's id. */
                outcomeId: components["parameters"]["SportsOutcomeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSportsOutcomeOddsRequest"];
            };
        };
        responses: {
            /** @description The event's book now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSportsEventBookResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSuspendLiveBetting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSuspendSportsMarketRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsLiveSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetLiveSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsLiveSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUpdateLiveSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SportsLiveSettingsUpdate"];
            };
        };
        responses: {
            /** @description The settings now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsLiveSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListLiveLiability: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The liability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsLiveLiabilityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsInjectLiveIncident: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The sports event's id. */
                eventId: components["parameters"]["SportsEventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsLiveIncidentRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportsLiveStateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGetSiteContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSiteContentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSaveBanner: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsBannerSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsBannerResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSaveContentPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsContentPageSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsContentPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSavePopup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsPopupSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPopupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSaveFooterText: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsFooterTextSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsFooterTextResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSaveSiteOption: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsSiteOptionSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsSiteOptionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListGames: {
        parameters: {
            query?: {
                search?: string;
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsGameListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUpdateGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsGameUpdateRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsGameResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListTombalaRooms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rooms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTombalaRoomsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsCreateTombalaRoom: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsTombalaRoomCreate"];
            };
        };
        responses: {
            /** @description The room. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTombalaRoomResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUpdateTombalaRoom: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                roomId: components["schemas"]["OpsTombalaRoomId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsTombalaRoomChange"];
            };
        };
        responses: {
            /** @description The room now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsTombalaRoomResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListProviders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsProviderListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUpdateProvider: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The provider's code (pragmatic, hub88, …). */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsProviderUpdateRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsProviderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsUpdateCasinoCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsCasinoCategoryUpdateRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsCasinoCategoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListCampaigns: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsCampaignListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsSaveCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsCampaignSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsCampaignResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsEndCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsCampaignResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsListBonusGrants: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                skip?: components["parameters"]["OpsSkip"];
                /** @description How many items to return. */
                take?: components["parameters"]["OpsTake"];
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsBonusGrantPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsGrantBonus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsBonusGrantRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsBonusGrantResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsCountBonusSegment: {
        parameters: {
            query?: {
                /** @description Registered on or after this Turkish day. */
                registeredFrom?: components["schemas"]["DateFilter"];
                /** @description Registered on or before this Turkish day. */
                registeredTo?: components["schemas"]["DateFilter"];
                /** @description Made a confirmed deposit within this many days. */
                depositedWithinDays?: number;
            };
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsBonusSegmentSizeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsCancelBonusGrant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The grant's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsBonusGrantResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    opsCancelPlayerBonus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of messages and content; the stored language of the app. */
                "x-locale"?: components["parameters"]["Locale"];
                /** @description Device fingerprint, computed once by the app and stored locally; recorded with sessions. */
                "x-fingerprint"?: components["parameters"]["Fingerprint"];
                /**
                 * @description The client's id for this request: a retry with the same key answers the first result and
                 *     creates nothing new; the same key with a different request is refused.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The player's id. */
                playerId: components["parameters"]["OpsPlayerId"];
                /** @description The bonus's id. */
                bonusId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlayerBonusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    hubSportsOdds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SportsOddsMessage"];
            };
        };
        responses: {
            /** @description Nothing is answered (a push). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    hubSportsEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SportsEventMessage"];
            };
        };
        responses: {
            /** @description Nothing is answered (a push). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    hubSportsBetSettled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SportsBet"];
            };
        };
        responses: {
            /** @description Nothing is answered (a push). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    hubSportsLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SportsLiveMessage"];
            };
        };
        responses: {
            /** @description Nothing is answered (a push). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    hubSportsBetUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SportsBet"];
            };
        };
        responses: {
            /** @description Nothing is answered (a push). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
