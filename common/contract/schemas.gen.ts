// generated, do not edit: component schemas as JSON Schema, for client-side validation from openapi/openapi.yaml by scripts/gen-api.ts (npm run gen:api).
// $refs point at '#/components/schemas/<Name>'; common/contract/validate.ts resolves them in this object.

export const schemas = {
  "MetricsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "startedAt",
          "counters"
        ],
        "properties": {
          "startedAt": {
            "type": "string",
            "format": "date-time",
            "description": "When this instance started counting."
          },
          "counters": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "name",
                "labels",
                "value"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "labels": {
                  "type": "object",
                  "description": "The series' labels (for example gateway and reason).",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "value": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            }
          }
        }
      }
    }
  },
  "CspReport": {
    "type": "object",
    "description": "A violation report as `report-uri` sends it (CSP Level 2); the report's own fields vary by browser.",
    "required": [
      "csp-report"
    ],
    "additionalProperties": false,
    "properties": {
      "csp-report": {
        "type": "object",
        "required": [
          "document-uri"
        ],
        "properties": {
          "document-uri": {
            "type": "string"
          },
          "violated-directive": {
            "type": "string"
          },
          "effective-directive": {
            "type": "string"
          },
          "blocked-uri": {
            "type": "string"
          },
          "source-file": {
            "type": "string"
          },
          "line-number": {
            "type": "integer"
          },
          "column-number": {
            "type": "integer"
          },
          "script-sample": {
            "type": "string"
          },
          "disposition": {
            "type": "string"
          }
        }
      }
    }
  },
  "ReportingApiReport": {
    "type": "object",
    "description": "One report of the Reporting API (`report-to`); only `csp-violation` reports are read.",
    "required": [
      "type",
      "body"
    ],
    "properties": {
      "type": {
        "type": "string"
      },
      "url": {
        "type": "string"
      },
      "age": {
        "type": "integer"
      },
      "user_agent": {
        "type": "string"
      },
      "body": {
        "type": "object",
        "properties": {
          "documentURL": {
            "type": "string"
          },
          "effectiveDirective": {
            "type": "string"
          },
          "blockedURL": {
            "type": "string"
          },
          "sourceFile": {
            "type": "string"
          },
          "lineNumber": {
            "type": "integer"
          },
          "columnNumber": {
            "type": "integer"
          },
          "sample": {
            "type": "string"
          },
          "disposition": {
            "type": "string"
          }
        }
      }
    }
  },
  "ErrorEnvelope": {
    "type": "object",
    "additionalProperties": false,
    "description": "Every failed call answers this, with a message in the request's language.",
    "required": [
      "success",
      "message"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": false
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "null"
      }
    }
  },
  "KeepAliveResponse": {
    "type": "object",
    "additionalProperties": false,
    "description": "The session was extended.",
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "expiresAt"
        ],
        "properties": {
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the session now ends unless used again."
          }
        }
      }
    }
  },
  "PlayerLimitKind": {
    "type": "string",
    "enum": [
      "deposit",
      "loss",
      "wager",
      "session"
    ],
    "description": "Deposit, loss and wager limits are TRY per period; a session limit is minutes per login session (its period is not used)."
  },
  "PlayerLimitPeriod": {
    "type": "string",
    "enum": [
      "day",
      "week",
      "month"
    ],
    "description": "A calendar window in Europe/Istanbul time; a day starts at 00:00, a week on Monday, a month on the 1st."
  },
  "PlayerLimitRef": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "period"
    ],
    "properties": {
      "kind": {
        "$ref": "#/components/schemas/PlayerLimitKind"
      },
      "period": {
        "$ref": "#/components/schemas/PlayerLimitPeriod"
      }
    }
  },
  "SetPlayerLimitRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "period",
      "amount"
    ],
    "properties": {
      "kind": {
        "$ref": "#/components/schemas/PlayerLimitKind"
      },
      "period": {
        "$ref": "#/components/schemas/PlayerLimitPeriod"
      },
      "amount": {
        "description": "TRY (minutes for a session limit), above zero; null removes the limit.",
        "oneOf": [
          {
            "type": "number",
            "exclusiveMinimum": 0,
            "maximum": 100000000,
            "multipleOf": 0.01
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "PlayerLimit": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "period",
      "amount",
      "used",
      "left",
      "resetsAt",
      "pending"
    ],
    "properties": {
      "kind": {
        "$ref": "#/components/schemas/PlayerLimitKind"
      },
      "period": {
        "$ref": "#/components/schemas/PlayerLimitPeriod"
      },
      "amount": {
        "type": "number",
        "description": "TRY, or minutes for a session limit."
      },
      "used": {
        "type": "number",
        "description": "What the window has used so far (TRY; 0 for a session limit)."
      },
      "left": {
        "type": "number"
      },
      "resetsAt": {
        "description": "When the window starts again (null for a session limit).",
        "oneOf": [
          {
            "type": "string",
            "format": "date-time"
          },
          {
            "type": "null"
          }
        ]
      },
      "pending": {
        "description": "A higher amount or a removal waiting its cooling-off or the player's confirmation.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/PendingLimitChange"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "PendingLimitChange": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "amount",
      "requestedAt",
      "confirmableAt",
      "lapsesAt"
    ],
    "properties": {
      "amount": {
        "description": "The amount asked for; null for a removal.",
        "oneOf": [
          {
            "type": "number"
          },
          {
            "type": "null"
          }
        ]
      },
      "requestedAt": {
        "type": "string",
        "format": "date-time"
      },
      "confirmableAt": {
        "type": "string",
        "format": "date-time"
      },
      "lapsesAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "PlayerExclusion": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "kind",
      "period",
      "startedAt",
      "endsAt",
      "liftedAt",
      "liftReason"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "kind": {
        "type": "string",
        "enum": [
          "timeOut",
          "selfExclusion"
        ]
      },
      "period": {
        "type": "string",
        "enum": [
          "24h",
          "7d",
          "30d",
          "6w",
          "6m",
          "1y",
          "2y",
          "5y",
          "permanent"
        ]
      },
      "startedAt": {
        "type": "string",
        "format": "date-time"
      },
      "endsAt": {
        "description": "Null for a permanent self-exclusion.",
        "oneOf": [
          {
            "type": "string",
            "format": "date-time"
          },
          {
            "type": "null"
          }
        ]
      },
      "liftedAt": {
        "oneOf": [
          {
            "type": "string",
            "format": "date-time"
          },
          {
            "type": "null"
          }
        ]
      },
      "liftReason": {
        "oneOf": [
          {
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "PlayerProtection": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "limits",
      "coolingOffHours",
      "realityCheckMinutes",
      "session",
      "exclusion"
    ],
    "properties": {
      "limits": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/PlayerLimit"
        }
      },
      "coolingOffHours": {
        "type": "integer",
        "description": "How long an increase or removal waits (an operator setting)."
      },
      "realityCheckMinutes": {
        "type": "integer",
        "enum": [
          0,
          15,
          30,
          60
        ]
      },
      "session": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "startedAt",
          "endsAt"
        ],
        "properties": {
          "startedAt": {
            "type": "string",
            "format": "date-time"
          },
          "endsAt": {
            "description": "When the session limit logs this session out (null without one).",
            "oneOf": [
              {
                "type": "string",
                "format": "date-time"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "exclusion": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/PlayerExclusion"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "PlayerProtectionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/PlayerProtection"
      }
    }
  },
  "SetMarketingConsentRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "allowed"
    ],
    "properties": {
      "allowed": {
        "type": "boolean"
      }
    }
  },
  "MarketingConsent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "allowed",
      "stoppedAt",
      "excludedUntil",
      "permanentlyExcluded"
    ],
    "properties": {
      "allowed": {
        "type": "boolean"
      },
      "stoppedAt": {
        "description": "When marketing was stopped (opt-out or exclusion); null while allowed.",
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "excludedUntil": {
        "description": "The end of the time-out or self-exclusion in force; null when none is (or it is permanent).",
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "permanentlyExcluded": {
        "type": "boolean"
      }
    }
  },
  "MarketingConsentResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/MarketingConsent"
      }
    }
  },
  "SetRealityCheckRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "minutes"
    ],
    "properties": {
      "minutes": {
        "type": "integer",
        "enum": [
          0,
          15,
          30,
          60
        ]
      }
    }
  },
  "RealityCheck": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "minutes",
      "sessionStartedAt",
      "stakes",
      "net"
    ],
    "properties": {
      "minutes": {
        "type": "integer",
        "enum": [
          0,
          15,
          30,
          60
        ]
      },
      "sessionStartedAt": {
        "type": "string",
        "format": "date-time"
      },
      "stakes": {
        "type": "number",
        "description": "TRY staked since the session began."
      },
      "net": {
        "type": "number",
        "description": "TRY won less staked since the session began (negative is a loss)."
      }
    }
  },
  "RealityCheckResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/RealityCheck"
      }
    }
  },
  "StartTimeOutRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "period"
    ],
    "properties": {
      "period": {
        "type": "string",
        "enum": [
          "24h",
          "7d",
          "30d",
          "6w"
        ]
      }
    }
  },
  "SelfExcludeRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "period"
    ],
    "properties": {
      "period": {
        "type": "string",
        "enum": [
          "6m",
          "1y",
          "2y",
          "5y",
          "permanent"
        ]
      }
    }
  },
  "PlayerExclusionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/PlayerExclusion"
      }
    }
  },
  "CloseAccountRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "password"
    ],
    "properties": {
      "password": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      },
      "reason": {
        "type": "string",
        "maxLength": 500
      }
    }
  },
  "ActivityStatementRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "from",
      "to"
    ],
    "properties": {
      "from": {
        "type": "string",
        "format": "date"
      },
      "to": {
        "type": "string",
        "format": "date"
      }
    }
  },
  "ActivityStatement": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "from",
      "to",
      "deposits",
      "withdrawals",
      "stakes",
      "winnings",
      "net"
    ],
    "properties": {
      "from": {
        "type": "string",
        "format": "date"
      },
      "to": {
        "type": "string",
        "format": "date"
      },
      "deposits": {
        "$ref": "#/components/schemas/Money"
      },
      "withdrawals": {
        "$ref": "#/components/schemas/Money"
      },
      "stakes": {
        "$ref": "#/components/schemas/Money"
      },
      "winnings": {
        "$ref": "#/components/schemas/Money"
      },
      "net": {
        "description": "Winnings less stakes (pending sports stakes counted as lost).",
        "$ref": "#/components/schemas/Money"
      }
    }
  },
  "ActivityStatementResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/ActivityStatement"
      }
    }
  },
  "OpsProtectionEvent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "at",
      "action",
      "actorKind",
      "actorId",
      "details"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "at": {
        "type": "string",
        "format": "date-time"
      },
      "action": {
        "type": "string",
        "description": "limit.set, limit.decrease, limit.increase.requested, limit.increase.confirmed, limit.increase.lapsed, realityCheck.set, exclusion.start, exclusion.lift, account.close."
      },
      "actorKind": {
        "type": "string",
        "enum": [
          "player",
          "operator",
          "system"
        ]
      },
      "actorId": {
        "type": "string"
      },
      "details": {
        "type": "string",
        "description": "The change's facts as JSON text (amounts in kuruş as decimal strings)."
      }
    }
  },
  "OpsPlayerProtection": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "protection",
      "exclusions",
      "history"
    ],
    "properties": {
      "protection": {
        "$ref": "#/components/schemas/PlayerProtection"
      },
      "exclusions": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/PlayerExclusion"
        }
      },
      "history": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsProtectionEvent"
        }
      }
    }
  },
  "OpsPlayerProtectionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsPlayerProtection"
      }
    }
  },
  "OpsExclusionLiftRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "reason"
    ],
    "properties": {
      "reason": {
        "type": "string",
        "minLength": 10,
        "maxLength": 500
      }
    }
  },
  "EmptyResponse": {
    "type": "object",
    "additionalProperties": false,
    "description": "A successful call without data.",
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "null"
      }
    }
  },
  "Money": {
    "type": "number",
    "description": "An amount in TRY with at most two decimals (integer kuruş inside the server).",
    "examples": [
      1000.5
    ]
  },
  "Skip": {
    "type": "integer",
    "description": "How many items to skip.",
    "minimum": 0,
    "default": 0
  },
  "Take": {
    "type": "integer",
    "description": "How many items to return (page size).",
    "minimum": 1,
    "maximum": 100,
    "default": 20
  },
  "DateFilter": {
    "type": "string",
    "format": "date",
    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
    "description": "A calendar day (YYYY-MM-DD), inclusive, in the site's time zone (Europe/Istanbul)."
  },
  "PageRequest": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "skip": {
        "$ref": "#/components/schemas/Skip"
      },
      "take": {
        "$ref": "#/components/schemas/Take"
      }
    }
  },
  "TransactionStatus": {
    "type": "integer",
    "enum": [
      0,
      1,
      2,
      3,
      4,
      5,
      6
    ],
    "x-enum-varnames": [
      "None",
      "Confirmed",
      "Pending",
      "Merged",
      "Rejected",
      "Cancelled",
      "Created"
    ],
    "description": "0 None, 1 Confirmed, 2 Pending, 3 Merged, 4 Rejected, 5 Cancelled, 6 Created."
  },
  "TransactionType": {
    "type": "integer",
    "enum": [
      1,
      2
    ],
    "x-enum-varnames": [
      "Deposit",
      "Withdraw"
    ],
    "description": "1 Deposit, 2 Withdraw."
  },
  "ProcessStatus": {
    "type": "integer",
    "enum": [
      1,
      2,
      3,
      4
    ],
    "x-enum-varnames": [
      "Processing",
      "Completed",
      "Cancelled",
      "Expired"
    ],
    "description": "1 Processing, 2 Completed, 3 Cancelled, 4 Expired."
  },
  "GameTransactionType": {
    "type": "integer",
    "enum": [
      1,
      2
    ],
    "x-enum-varnames": [
      "Win",
      "Bet"
    ],
    "description": "1 Win, 2 Bet."
  },
  "FormFieldType": {
    "type": "integer",
    "enum": [
      1,
      2,
      3,
      4,
      5,
      6,
      7
    ],
    "x-enum-varnames": [
      "String",
      "Int",
      "Long",
      "Decimal",
      "Bool",
      "DateTime",
      "Dropdown"
    ],
    "description": "1 String, 2 Int, 3 Long, 4 Decimal, 5 Bool, 6 DateTime, 7 Dropdown."
  },
  "NotificationType": {
    "type": "integer",
    "enum": [
      1,
      2,
      3,
      4,
      5
    ],
    "x-enum-varnames": [
      "Deposit",
      "Withdraw",
      "Jackpot",
      "Bonus",
      "System"
    ],
    "description": "1 Deposit, 2 Withdraw, 3 Jackpot, 4 Bonus, 5 System."
  },
  "Platform": {
    "type": "integer",
    "enum": [
      1,
      2
    ],
    "x-enum-varnames": [
      "Desktop",
      "Mobile"
    ],
    "description": "1 desktop, 2 mobile."
  },
  "ProviderName": {
    "type": "string",
    "description": "Game provider; decides which launch call opens the game (Kuzey Studio is our own studio, launched by casino/studiolaunchurl).",
    "enum": [
      "SoftGamings",
      "Hub88",
      "Egt Digital",
      "Amusnet",
      "EveryMatrix",
      "Digitain",
      "Pragmatic Play",
      "Kuzey Studio"
    ]
  },
  "BootstrapResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/Bootstrap"
      }
    }
  },
  "Bootstrap": {
    "type": "object",
    "additionalProperties": false,
    "description": "Start-up data of the site, texts in the request's language.",
    "required": [
      "siteOption",
      "popup",
      "domainStatus",
      "trialBonusAmount",
      "egtJackpotCards",
      "jackpotCards",
      "translationList",
      "casinoCategoryList",
      "language",
      "slider",
      "category",
      "appSettings",
      "domains",
      "activeSlider",
      "registrationActiveTab"
    ],
    "properties": {
      "siteOption": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SiteOption"
        }
      },
      "popup": {
        "description": "The start-up popup, or null when none is active.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/Popup"
          },
          {
            "type": "null"
          }
        ]
      },
      "domainStatus": {
        "$ref": "#/components/schemas/DomainStatus"
      },
      "trialBonusAmount": {
        "description": "Trial (welcome) bonus offered at sign-up; 0 when none is offered.",
        "$ref": "#/components/schemas/Money"
      },
      "egtJackpotCards": {
        "description": "EGT jackpot instances for the home cards (High Cash, Clover Chance).",
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EgtJackpotInstance"
        }
      },
      "jackpotCards": {
        "$ref": "#/components/schemas/AmusnetJackpot"
      },
      "translationList": {
        "description": "UI texts of the request's language.",
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Translation"
        }
      },
      "casinoCategoryList": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/CasinoCategory"
        }
      },
      "language": {
        "description": "Languages the site offers.",
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Language"
        }
      },
      "slider": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Slider"
        }
      },
      "category": {
        "description": "Content categories; id 2 holds the footer links.",
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/ContentCategory"
        }
      },
      "appSettings": {
        "description": "App-setting keys mapped to URLs (for example `livetv`), opened by menu items.",
        "type": "object",
        "additionalProperties": {
          "type": "string"
        }
      },
      "domains": {
        "description": "Announced domain changes (the top banner shows the first).",
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/DomainChange"
        }
      },
      "activeSlider": {
        "description": "Slug of the slider shown by the home banner carousel.",
        "type": "string"
      },
      "registrationActiveTab": {
        "description": "Which sign-up form the register dialog shows.",
        "type": "string",
        "enum": [
          "full",
          "fast"
        ],
        "default": "full"
      }
    }
  },
  "SiteOption": {
    "type": "object",
    "additionalProperties": false,
    "description": "A site setting. Keys are lowercase; the app uses only enabled ones. Known keys:\n`chat-site-id`, `chat-div-id` (live chat widget), `social-telegram`, `social-twitter`,\n`social-instagram` (Follow Me links), `support-whatsapp-1`, `support-whatsapp-2`,\n`support-telegram-1`, `support-telegram-2` (footer support links), `license-url`\n(regulator badge link), `creator-url` (creator logo link), `snowfall` ('1' shows the\nsnowfall animation).\n",
    "required": [
      "key",
      "value",
      "status"
    ],
    "properties": {
      "key": {
        "type": "string"
      },
      "value": {
        "type": "string"
      },
      "status": {
        "type": "boolean",
        "description": "Enabled."
      }
    }
  },
  "Popup": {
    "type": "object",
    "additionalProperties": false,
    "description": "Start-up popup, shown once per content hash.",
    "required": [
      "id",
      "hash",
      "title",
      "html",
      "images"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "hash": {
        "type": "string",
        "description": "Changes whenever the content changes, so an edited popup shows again."
      },
      "title": {
        "type": [
          "string",
          "null"
        ]
      },
      "html": {
        "type": [
          "string",
          "null"
        ],
        "description": "Optional HTML body shown under the images."
      },
      "images": {
        "type": "array",
        "minItems": 1,
        "items": {
          "$ref": "#/components/schemas/PopupImage"
        }
      }
    }
  },
  "PopupImage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "url",
      "link"
    ],
    "properties": {
      "url": {
        "type": "string"
      },
      "link": {
        "type": [
          "string",
          "null"
        ],
        "description": "Where a click on the image leads, if anywhere."
      }
    }
  },
  "DomainStatus": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "current"
    ],
    "properties": {
      "current": {
        "type": "string",
        "description": "The domain the site currently serves from."
      }
    }
  },
  "DomainChange": {
    "type": "object",
    "additionalProperties": false,
    "description": "A domain change announced by the top banner.",
    "required": [
      "current",
      "next"
    ],
    "properties": {
      "current": {
        "type": "string"
      },
      "next": {
        "type": "string"
      }
    }
  },
  "EgtJackpotInstance": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "instanceName",
      "levelStats"
    ],
    "properties": {
      "instanceName": {
        "type": "string",
        "examples": [
          "Clover Chance"
        ]
      },
      "levelStats": {
        "description": "Levels, highest first (level 1 is the first listed).",
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EgtJackpotLevel"
        }
      }
    }
  },
  "EgtJackpotLevel": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "level",
      "currentValue"
    ],
    "properties": {
      "level": {
        "type": "integer"
      },
      "currentValue": {
        "type": "array",
        "minItems": 1,
        "items": {
          "$ref": "#/components/schemas/EgtJackpotValue"
        }
      }
    }
  },
  "EgtJackpotValue": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "value",
      "currency"
    ],
    "properties": {
      "value": {
        "type": "number"
      },
      "currency": {
        "type": "string",
        "examples": [
          "TRY"
        ]
      }
    }
  },
  "AmusnetJackpot": {
    "type": "object",
    "additionalProperties": false,
    "description": "Amusnet jackpot levels; I is the highest tier, IV the lowest.",
    "required": [
      "currentLevelI",
      "currentLevelII",
      "currentLevelIII",
      "currentLevelIV"
    ],
    "properties": {
      "currentLevelI": {
        "type": "number"
      },
      "currentLevelII": {
        "type": "number"
      },
      "currentLevelIII": {
        "type": "number"
      },
      "currentLevelIV": {
        "type": "number"
      }
    }
  },
  "Translation": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "key",
      "value"
    ],
    "properties": {
      "key": {
        "type": "string"
      },
      "value": {
        "type": "string"
      }
    }
  },
  "CasinoCategory": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "section",
      "slugList",
      "imageUrl"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "name": {
        "type": "string"
      },
      "section": {
        "type": "string",
        "enum": [
          "slot",
          "live",
          "bingo",
          "games",
          "tvbets"
        ],
        "description": "The casino section (route /casino/{section}) whose tabs list this category."
      },
      "slugList": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "imageUrl": {
        "type": [
          "string",
          "null"
        ],
        "description": "The app shows a default image when null."
      }
    }
  },
  "Language": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "locale",
      "flagUrl"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "name": {
        "type": "string"
      },
      "locale": {
        "type": "string",
        "enum": [
          "tr",
          "en"
        ]
      },
      "flagUrl": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "Slider": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "slug",
      "items"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "slug": {
        "type": "string"
      },
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SliderItem"
        }
      }
    }
  },
  "SliderItem": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "slug",
      "url",
      "target",
      "images"
    ],
    "properties": {
      "slug": {
        "type": "string"
      },
      "url": {
        "type": [
          "string",
          "null"
        ],
        "description": "Link of the slide; the app uses '#' when null."
      },
      "target": {
        "type": "string",
        "enum": [
          "_self",
          "_blank"
        ]
      },
      "images": {
        "description": "Index 0 is the default src; 1 and 2 are srcsets for wider screens.",
        "type": "array",
        "minItems": 1,
        "maxItems": 3,
        "items": {
          "$ref": "#/components/schemas/ImageRef"
        }
      }
    }
  },
  "ImageRef": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "url"
    ],
    "properties": {
      "url": {
        "type": "string"
      }
    }
  },
  "ContentCategory": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "content"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "name": {
        "type": "string"
      },
      "content": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/ContentLink"
        }
      }
    }
  },
  "ContentLink": {
    "type": "object",
    "additionalProperties": false,
    "description": "A content page in a category; the title is in the request's language.",
    "required": [
      "id",
      "title"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "title": {
        "type": "string"
      }
    }
  },
  "ContentPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "categoryId",
      "title",
      "html",
      "updatedAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "categoryId": {
        "type": "integer"
      },
      "title": {
        "type": "string"
      },
      "html": {
        "type": "string",
        "description": "The page body (trusted HTML written by the operator)."
      },
      "updatedAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "ContentPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/ContentPage"
      }
    }
  },
  "ContentCategoryListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/ContentCategory"
        }
      }
    }
  },
  "Promotion": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "title",
      "description",
      "images"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "campaign": {
        "description": "The bonus campaign this promotion advertises (its Claim / Join button), or null.",
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/PromotionCampaign"
          }
        ]
      },
      "title": {
        "type": "string"
      },
      "description": {
        "type": "string",
        "description": "HTML description shown in the promotion dialog."
      },
      "images": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/PromotionImage"
        }
      }
    }
  },
  "PromotionCampaign": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "kind"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "kind": {
        "type": "string",
        "enum": [
          "deposit",
          "cashback"
        ]
      }
    }
  },
  "PromotionImage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "url",
      "type"
    ],
    "properties": {
      "url": {
        "type": "string"
      },
      "type": {
        "type": "integer",
        "enum": [
          1,
          2
        ],
        "x-enum-varnames": [
          "Thumbnail",
          "Main"
        ],
        "description": "1 thumbnail, 2 main image (preferred)."
      }
    }
  },
  "PromotionListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Promotion"
        }
      }
    }
  },
  "LoginRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "username",
      "password"
    ],
    "properties": {
      "username": {
        "type": "string",
        "minLength": 3,
        "maxLength": 30
      },
      "password": {
        "type": "string",
        "minLength": 5,
        "maxLength": 100
      }
    }
  },
  "SessionData": {
    "type": "object",
    "additionalProperties": false,
    "description": "The session of a logged-in player (stored locally by the app as authData).",
    "required": [
      "token",
      "username",
      "usercode",
      "balance",
      "phone",
      "smsVerified",
      "fingerprint",
      "betsyCid",
      "betsyUrl",
      "betsyToken",
      "betcoToken",
      "betcoUrl"
    ],
    "properties": {
      "token": {
        "type": "string",
        "description": "Bearer token of the session."
      },
      "username": {
        "type": "string"
      },
      "usercode": {
        "type": "string",
        "description": "Public player code shown to support."
      },
      "balance": {
        "description": "cash + bonus.",
        "$ref": "#/components/schemas/Money"
      },
      "phone": {
        "type": [
          "string",
          "null"
        ],
        "description": "Phone digits without the 90 prefix."
      },
      "smsVerified": {
        "type": "boolean"
      },
      "fingerprint": {
        "type": [
          "string",
          "null"
        ],
        "description": "The fingerprint the session was opened with."
      },
      "expiresAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the session ends unless used again (see X-Session-Expires-At); the server always sends it."
      },
      "betsyCid": {
        "type": [
          "string",
          "null"
        ],
        "description": "Client id at the FCG sportsbook (Betsy)."
      },
      "betsyUrl": {
        "type": [
          "string",
          "null"
        ]
      },
      "betsyToken": {
        "type": [
          "string",
          "null"
        ]
      },
      "betcoToken": {
        "type": [
          "string",
          "null"
        ],
        "description": "Token at the Betco sportsbook."
      },
      "betcoUrl": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "SessionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SessionData"
      }
    }
  },
  "Country": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "name": {
        "type": "string"
      }
    }
  },
  "RegistrationForm": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "countries"
    ],
    "properties": {
      "countries": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Country"
        }
      }
    }
  },
  "RegistrationFormResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/RegistrationForm"
      }
    }
  },
  "PersonName": {
    "type": "string",
    "minLength": 2,
    "maxLength": 100
  },
  "RegistrationUsername": {
    "type": "string",
    "minLength": 5,
    "maxLength": 30,
    "pattern": "^[A-Za-z0-9]+$",
    "description": "Letters and digits only."
  },
  "Email": {
    "type": "string",
    "format": "email",
    "minLength": 5,
    "maxLength": 100
  },
  "Phone": {
    "type": "string",
    "minLength": 5,
    "maxLength": 20,
    "pattern": "^[0-9]+$",
    "description": "Digits only, without the 90 prefix."
  },
  "Password": {
    "type": "string",
    "minLength": 5,
    "maxLength": 100
  },
  "CountryId": {
    "type": "integer",
    "minimum": 1,
    "description": "Id of a country of the registration form."
  },
  "CurrencyId": {
    "type": "integer",
    "minimum": 1,
    "default": 1,
    "description": "Account currency; 1 is TRY."
  },
  "TrialBonusChoice": {
    "type": "integer",
    "enum": [
      0,
      1
    ],
    "default": 0,
    "description": "1 when the trial-bonus box is ticked, else 0. The app sends it only while the box is\noffered (trial bonus amount above 0); a missing value means 0.\n"
  },
  "ReferralId": {
    "type": "integer",
    "minimum": 1,
    "description": "Id of the referring player, from a stored referral id."
  },
  "AcceptTrue": {
    "type": "boolean",
    "const": true
  },
  "RegisterRequest": {
    "description": "The full or the fast sign-up form. A body with `isFast: true` is the fast form; any other\nbody is the full form. Each branch rejects the other's fields, so exactly one matches.\n",
    "oneOf": [
      {
        "$ref": "#/components/schemas/RegisterFullRequest"
      },
      {
        "$ref": "#/components/schemas/RegisterFastRequest"
      }
    ]
  },
  "RegisterFullRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "surname",
      "username",
      "email",
      "phone",
      "PersonalNo",
      "country",
      "currencyId",
      "birthDate",
      "birthDateDay",
      "birthDateMonth",
      "birthDateYear",
      "password",
      "password2",
      "termsAccepted",
      "ageConfirmed"
    ],
    "properties": {
      "name": {
        "$ref": "#/components/schemas/PersonName"
      },
      "surname": {
        "$ref": "#/components/schemas/PersonName"
      },
      "username": {
        "$ref": "#/components/schemas/RegistrationUsername"
      },
      "email": {
        "$ref": "#/components/schemas/Email"
      },
      "phone": {
        "$ref": "#/components/schemas/Phone"
      },
      "PersonalNo": {
        "type": "string",
        "pattern": "^[0-9]{11}$",
        "description": "TC identity number, exactly 11 digits."
      },
      "country": {
        "$ref": "#/components/schemas/CountryId"
      },
      "currencyId": {
        "$ref": "#/components/schemas/CurrencyId"
      },
      "birthDate": {
        "type": "string",
        "format": "date",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
        "description": "Year-month-day built from the three boxes; the player must be 18 or older."
      },
      "birthDateDay": {
        "type": "string",
        "pattern": "^[0-9]{2}$"
      },
      "birthDateMonth": {
        "type": "string",
        "pattern": "^[0-9]{2}$"
      },
      "birthDateYear": {
        "type": "string",
        "pattern": "^[0-9]{4}$"
      },
      "password": {
        "$ref": "#/components/schemas/Password"
      },
      "password2": {
        "$ref": "#/components/schemas/Password",
        "x-match": "password"
      },
      "trialBonus": {
        "$ref": "#/components/schemas/TrialBonusChoice"
      },
      "refId": {
        "$ref": "#/components/schemas/ReferralId"
      },
      "isFast": {
        "type": "boolean",
        "const": false,
        "description": "Optional; the full form may say so explicitly."
      },
      "termsAccepted": {
        "$ref": "#/components/schemas/AcceptTrue",
        "description": "The player accepts the terms and conditions."
      },
      "ageConfirmed": {
        "$ref": "#/components/schemas/AcceptTrue",
        "description": "The player confirms being 18 or older."
      }
    }
  },
  "RegisterFastRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "surname",
      "username",
      "email",
      "phone",
      "country",
      "currencyId",
      "password",
      "password2",
      "isFast",
      "termsAccepted",
      "ageConfirmed"
    ],
    "properties": {
      "name": {
        "$ref": "#/components/schemas/PersonName"
      },
      "surname": {
        "$ref": "#/components/schemas/PersonName"
      },
      "username": {
        "$ref": "#/components/schemas/RegistrationUsername"
      },
      "email": {
        "$ref": "#/components/schemas/Email"
      },
      "phone": {
        "$ref": "#/components/schemas/Phone"
      },
      "country": {
        "$ref": "#/components/schemas/CountryId"
      },
      "currencyId": {
        "$ref": "#/components/schemas/CurrencyId"
      },
      "password": {
        "$ref": "#/components/schemas/Password"
      },
      "password2": {
        "$ref": "#/components/schemas/Password",
        "x-match": "password"
      },
      "trialBonus": {
        "$ref": "#/components/schemas/TrialBonusChoice"
      },
      "refId": {
        "$ref": "#/components/schemas/ReferralId"
      },
      "isFast": {
        "type": "boolean",
        "const": true
      },
      "termsAccepted": {
        "$ref": "#/components/schemas/AcceptTrue",
        "description": "The player accepts the terms and conditions."
      },
      "ageConfirmed": {
        "$ref": "#/components/schemas/AcceptTrue",
        "description": "The player confirms being 18 or older."
      }
    }
  },
  "RecoveryUsername": {
    "type": "string",
    "minLength": 3,
    "maxLength": 20
  },
  "RecoveryCode": {
    "type": "string",
    "minLength": 3,
    "maxLength": 20
  },
  "ResetPasswordRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "username"
    ],
    "properties": {
      "username": {
        "$ref": "#/components/schemas/RecoveryUsername"
      }
    }
  },
  "CheckResetCodeRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "username",
      "code"
    ],
    "properties": {
      "username": {
        "$ref": "#/components/schemas/RecoveryUsername"
      },
      "code": {
        "$ref": "#/components/schemas/RecoveryCode"
      }
    }
  },
  "ChangePasswordWithCodeRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "username",
      "code",
      "password",
      "password2"
    ],
    "properties": {
      "username": {
        "$ref": "#/components/schemas/RecoveryUsername"
      },
      "code": {
        "$ref": "#/components/schemas/RecoveryCode"
      },
      "password": {
        "$ref": "#/components/schemas/Password"
      },
      "password2": {
        "$ref": "#/components/schemas/Password",
        "x-match": "password"
      }
    }
  },
  "Balance": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "balance",
      "cash",
      "bonus"
    ],
    "properties": {
      "balance": {
        "description": "cash + bonus.",
        "$ref": "#/components/schemas/Money"
      },
      "cash": {
        "description": "Withdrawable money.",
        "$ref": "#/components/schemas/Money"
      },
      "bonus": {
        "description": "Bonus money, withdrawable once its wagering is done.",
        "$ref": "#/components/schemas/Money"
      }
    }
  },
  "BalanceResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/Balance"
      }
    }
  },
  "SmsCode": {
    "type": "string",
    "minLength": 6,
    "maxLength": 6,
    "pattern": "^[0-9]+$",
    "description": "The 6-digit SMS code, without the mask's dashes."
  },
  "UpdatePhoneRequest": {
    "description": "Step 1 (send a code) or step 2 (verify the code), told apart by `step`.",
    "oneOf": [
      {
        "$ref": "#/components/schemas/UpdatePhoneSendCodeRequest"
      },
      {
        "$ref": "#/components/schemas/UpdatePhoneVerifyRequest"
      }
    ]
  },
  "UpdatePhoneSendCodeRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "step",
      "phone"
    ],
    "properties": {
      "step": {
        "type": "integer",
        "const": 1
      },
      "phone": {
        "$ref": "#/components/schemas/Phone"
      }
    }
  },
  "UpdatePhoneVerifyRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "step",
      "phone",
      "code"
    ],
    "properties": {
      "step": {
        "type": "integer",
        "const": 2
      },
      "phone": {
        "$ref": "#/components/schemas/Phone"
      },
      "code": {
        "$ref": "#/components/schemas/SmsCode"
      }
    }
  },
  "PhoneStatus": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "phone",
      "smsVerified",
      "resendAfterSeconds"
    ],
    "properties": {
      "phone": {
        "$ref": "#/components/schemas/Phone"
      },
      "smsVerified": {
        "type": "boolean"
      },
      "resendAfterSeconds": {
        "type": "integer",
        "minimum": 0,
        "description": "Seconds until another code may be sent (60 right after sending one)."
      }
    }
  },
  "PhoneStatusResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/PhoneStatus"
      }
    }
  },
  "ChangePasswordRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "oldPassword",
      "password",
      "confirmPassword"
    ],
    "properties": {
      "oldPassword": {
        "$ref": "#/components/schemas/Password"
      },
      "password": {
        "$ref": "#/components/schemas/Password"
      },
      "confirmPassword": {
        "$ref": "#/components/schemas/Password",
        "x-match": "password"
      }
    }
  },
  "NotificationListRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "skip",
      "take"
    ],
    "properties": {
      "skip": {
        "$ref": "#/components/schemas/Skip"
      },
      "take": {
        "$ref": "#/components/schemas/Take"
      }
    }
  },
  "Notification": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "title",
      "note",
      "type",
      "timeStamp",
      "isRead"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "title": {
        "type": "string"
      },
      "note": {
        "type": "string"
      },
      "type": {
        "$ref": "#/components/schemas/NotificationType"
      },
      "timeStamp": {
        "type": "string",
        "format": "date-time",
        "description": "UTC."
      },
      "isRead": {
        "type": "boolean"
      }
    }
  },
  "NotificationPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "total",
      "unread"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Notification"
        }
      },
      "total": {
        "type": "integer",
        "minimum": 0
      },
      "unread": {
        "type": "integer",
        "minimum": 0,
        "description": "Unread notifications in total, not only on this page."
      }
    }
  },
  "NotificationPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/NotificationPage"
      }
    }
  },
  "ReadNotificationRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id"
    ],
    "properties": {
      "id": {
        "type": "array",
        "minItems": 1,
        "maxItems": 100,
        "items": {
          "type": "integer"
        }
      }
    }
  },
  "Profile": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "username",
      "usercode",
      "name",
      "surname",
      "email",
      "phone",
      "smsVerified",
      "personalNo",
      "birthDate",
      "country",
      "currency",
      "createdAt"
    ],
    "properties": {
      "username": {
        "type": "string"
      },
      "usercode": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "surname": {
        "type": "string"
      },
      "email": {
        "type": "string"
      },
      "phone": {
        "type": [
          "string",
          "null"
        ]
      },
      "smsVerified": {
        "type": "boolean"
      },
      "personalNo": {
        "type": [
          "string",
          "null"
        ],
        "description": "TC No with all but the last 4 digits masked; null for fast registrations."
      },
      "birthDate": {
        "type": [
          "string",
          "null"
        ],
        "format": "date"
      },
      "country": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/Country"
          },
          {
            "type": "null"
          }
        ]
      },
      "currency": {
        "type": "string",
        "examples": [
          "TRY"
        ]
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "ProfileResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/Profile"
      }
    }
  },
  "UpdateProfileRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "email"
    ],
    "properties": {
      "email": {
        "$ref": "#/components/schemas/Email"
      }
    }
  },
  "FinancialActivityListRequest": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "skip": {
        "$ref": "#/components/schemas/Skip"
      },
      "take": {
        "$ref": "#/components/schemas/Take"
      },
      "type": {
        "$ref": "#/components/schemas/TransactionType"
      },
      "status": {
        "$ref": "#/components/schemas/TransactionStatus"
      },
      "from": {
        "$ref": "#/components/schemas/DateFilter"
      },
      "to": {
        "$ref": "#/components/schemas/DateFilter"
      }
    }
  },
  "FinancialActivity": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "type",
      "status",
      "amount",
      "methodName",
      "note",
      "createdAt",
      "updatedAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "type": {
        "$ref": "#/components/schemas/TransactionType"
      },
      "status": {
        "$ref": "#/components/schemas/TransactionStatus"
      },
      "amount": {
        "$ref": "#/components/schemas/Money"
      },
      "methodName": {
        "type": "string",
        "description": "Name of the payment method."
      },
      "note": {
        "type": [
          "string",
          "null"
        ],
        "description": "Why a transaction was rejected or cancelled, if known."
      },
      "paymentUrl": {
        "type": "string",
        "description": "Only on a card deposit still waiting for its payment (Created): the gateway's payment page,\nto continue paying there.\n"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "updatedAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "FinancialActivityResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/FinancialActivity"
      }
    }
  },
  "FinancialActivityPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "total"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/FinancialActivity"
        }
      },
      "total": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "FinancialActivityPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/FinancialActivityPage"
      }
    }
  },
  "GameHistoryListRequest": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "skip": {
        "$ref": "#/components/schemas/Skip"
      },
      "take": {
        "$ref": "#/components/schemas/Take"
      },
      "type": {
        "$ref": "#/components/schemas/GameTransactionType",
        "description": "Only rounds with a transaction of this type (1 rounds that won something, 2 rounds with a stake)."
      },
      "gameCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "description": "Only rounds of this game."
      },
      "from": {
        "$ref": "#/components/schemas/DateFilter"
      },
      "to": {
        "$ref": "#/components/schemas/DateFilter"
      }
    }
  },
  "GameTransaction": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "type",
      "amount",
      "createdAt",
      "rolledBack"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "type": {
        "$ref": "#/components/schemas/GameTransactionType"
      },
      "amount": {
        "$ref": "#/components/schemas/Money"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "rolledBack": {
        "type": "boolean",
        "description": "The provider cancelled this transaction; its money went back."
      }
    }
  },
  "GameRound": {
    "type": "object",
    "additionalProperties": false,
    "description": "One game round of the player, newest first in the history.",
    "required": [
      "roundId",
      "gameCode",
      "gameName",
      "providerName",
      "bet",
      "win",
      "jackpot",
      "balanceBefore",
      "balanceAfter",
      "status",
      "startedAt",
      "endedAt",
      "transactions"
    ],
    "properties": {
      "roundId": {
        "type": "string",
        "description": "The round's id (the provider's round id, prefixed by the provider's code)."
      },
      "gameCode": {
        "type": "string"
      },
      "gameName": {
        "type": "string"
      },
      "providerName": {
        "$ref": "#/components/schemas/ProviderName"
      },
      "bet": {
        "$ref": "#/components/schemas/Money",
        "description": "The stakes of the round that stand (not cancelled)."
      },
      "win": {
        "$ref": "#/components/schemas/Money",
        "description": "What the round paid, jackpot included."
      },
      "jackpot": {
        "$ref": "#/components/schemas/Money",
        "description": "The part of `win` that was a jackpot prize."
      },
      "balanceBefore": {
        "$ref": "#/components/schemas/Money",
        "description": "Cash plus bonus just before the round's first transaction."
      },
      "balanceAfter": {
        "$ref": "#/components/schemas/Money",
        "description": "Cash plus bonus right after the round's last transaction."
      },
      "status": {
        "type": "string",
        "enum": [
          "open",
          "settled",
          "cancelled"
        ],
        "description": "open while no payout closed it yet, cancelled when every stake was rolled back."
      },
      "startedAt": {
        "type": "string",
        "format": "date-time"
      },
      "endedAt": {
        "type": "string",
        "format": "date-time"
      },
      "transactions": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/GameTransaction"
        }
      },
      "studio": {
        "description": "Only for rounds of our own studio (round id `studio:…`): the game and what it decided (reels, pocket, cards, crash point), to recall the round; studio/rounds/get adds its seeds and studio/rounds/verify recomputes it.",
        "$ref": "#/components/schemas/StudioRoundRecall"
      }
    }
  },
  "GameHistoryPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "total"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/GameRound"
        }
      },
      "total": {
        "type": "integer",
        "minimum": 0,
        "description": "The number of rounds matching the filters."
      }
    }
  },
  "GameHistoryPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/GameHistoryPage"
      }
    }
  },
  "SessionRecord": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "createdAt",
      "lastSeenAt",
      "endedAt",
      "ip",
      "userAgent",
      "fingerprint",
      "current"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "lastSeenAt": {
        "type": "string",
        "format": "date-time"
      },
      "endedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "When the session was logged out or ended; null while it is active."
      },
      "ip": {
        "type": "string"
      },
      "userAgent": {
        "type": "string"
      },
      "device": {
        "type": "string",
        "description": "Browser and system read from the user agent, e.g. \"Chrome 126 · Windows\" (always sent)."
      },
      "fingerprint": {
        "type": [
          "string",
          "null"
        ]
      },
      "current": {
        "type": "boolean",
        "description": "The session making this request."
      }
    }
  },
  "SessionHistoryPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "total"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SessionRecord"
        }
      },
      "total": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "SessionHistoryPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SessionHistoryPage"
      }
    }
  },
  "EndSessionRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "minimum": 1
      }
    }
  },
  "PlayerBonus": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "amount",
      "wagerRequired",
      "wagered",
      "status",
      "createdAt",
      "expiresAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "name": {
        "type": "string"
      },
      "amount": {
        "$ref": "#/components/schemas/Money"
      },
      "wagerRequired": {
        "description": "Total bets needed before the bonus becomes cash.",
        "$ref": "#/components/schemas/Money"
      },
      "wagered": {
        "description": "Bets counted so far.",
        "$ref": "#/components/schemas/Money"
      },
      "status": {
        "$ref": "#/components/schemas/ProcessStatus"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "expiresAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      }
    }
  },
  "PlayerBonusResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/PlayerBonus"
      }
    }
  },
  "TrialBonusOffer": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "amount",
      "claimable",
      "phoneRequired"
    ],
    "properties": {
      "amount": {
        "$ref": "#/components/schemas/Money"
      },
      "claimable": {
        "type": "boolean",
        "description": "True while the offer is active, the player has not claimed it and the player's phone is verified."
      },
      "phoneRequired": {
        "type": "boolean",
        "description": "True while the offer is active and unclaimed but the player's phone is not verified yet (verify it to claim)."
      }
    }
  },
  "BonusOverview": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "trialBonus",
      "items"
    ],
    "properties": {
      "trialBonus": {
        "$ref": "#/components/schemas/TrialBonusOffer"
      },
      "items": {
        "description": "The player's bonuses, active ones first, then newest first.",
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/PlayerBonus"
        }
      }
    }
  },
  "BonusOverviewResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/BonusOverview"
      }
    }
  },
  "BonusOffer": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "campaignId",
      "kind",
      "title",
      "summary",
      "terms",
      "percent",
      "cap",
      "minDeposit",
      "wageringMultiplier",
      "minOdds",
      "endsAt",
      "promotionId",
      "status",
      "action",
      "cashbackDue",
      "nextClaimAt"
    ],
    "properties": {
      "campaignId": {
        "type": "integer"
      },
      "kind": {
        "type": "string",
        "enum": [
          "deposit",
          "cashback"
        ]
      },
      "title": {
        "type": "string",
        "description": "The promotion's title, or a name of the offer's kind."
      },
      "summary": {
        "type": "string",
        "description": "What the offer gives, in one sentence."
      },
      "terms": {
        "type": "array",
        "description": "The offer's terms, one sentence each (minimum deposit, wagering, weights, stake limit, period).",
        "items": {
          "type": "string"
        }
      },
      "percent": {
        "type": "integer",
        "description": "Percent of the deposit (deposit bonus) or of net casino losses (cashback)."
      },
      "cap": {
        "description": "The largest amount it gives.",
        "$ref": "#/components/schemas/Money"
      },
      "minDeposit": {
        "description": "The smallest qualifying deposit (deposit bonus); 0 for cashback.",
        "$ref": "#/components/schemas/Money"
      },
      "wageringMultiplier": {
        "type": "integer",
        "description": "Bets needed as a multiple of what it gives; 0 means it is paid as cash."
      },
      "minOdds": {
        "description": "Sports bets count towards its wagering at or above these decimal odds.",
        "type": "number"
      },
      "endsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "promotionId": {
        "description": "The promotion that advertises it.",
        "type": [
          "integer",
          "null"
        ]
      },
      "status": {
        "type": "string",
        "enum": [
          "available",
          "joined",
          "claimable",
          "used"
        ],
        "description": "available: the player may join; joined: waiting for a qualifying deposit, or for cashback to be due; claimable: cashback is due now (cashbackDue); used: the deposit bonus was given."
      },
      "action": {
        "description": "What the player's button does now (join, claim), or null when there is nothing to do.",
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "join",
          "claim",
          null
        ]
      },
      "cashbackDue": {
        "description": "Cashback due now for a joined player (0 when none).",
        "$ref": "#/components/schemas/Money"
      },
      "nextClaimAt": {
        "description": "Cashback already paid for this period: when the next period opens.",
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      }
    }
  },
  "BonusOfferListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/BonusOffer"
        }
      }
    }
  },
  "BonusOfferClaimRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "campaignId"
    ],
    "properties": {
      "campaignId": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      }
    }
  },
  "BonusOfferResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/BonusOffer"
      }
    }
  },
  "PaymentMethodListRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "type"
    ],
    "properties": {
      "type": {
        "$ref": "#/components/schemas/TransactionType"
      }
    }
  },
  "PaymentMethod": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "type",
      "name",
      "displayType",
      "logoUrl",
      "minAmount",
      "maxAmount"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "type": {
        "$ref": "#/components/schemas/TransactionType"
      },
      "name": {
        "type": "string"
      },
      "displayType": {
        "type": "string",
        "enum": [
          "form",
          "message"
        ],
        "description": "A `message` method shows no fields, only the server's answer."
      },
      "logoUrl": {
        "type": [
          "string",
          "null"
        ]
      },
      "minAmount": {
        "$ref": "#/components/schemas/Money"
      },
      "maxAmount": {
        "$ref": "#/components/schemas/Money"
      }
    }
  },
  "PaymentMethodListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/PaymentMethod"
        }
      }
    }
  },
  "PaymentDetailRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "type"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "minimum": 1,
        "description": "Payment method id."
      },
      "type": {
        "$ref": "#/components/schemas/TransactionType"
      }
    }
  },
  "PaymentFieldOption": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name"
    ],
    "properties": {
      "id": {
        "description": "A number when the option id is numeric, else text.",
        "oneOf": [
          {
            "type": "integer"
          },
          {
            "type": "string"
          }
        ]
      },
      "name": {
        "type": "string"
      }
    }
  },
  "PaymentField": {
    "type": "object",
    "additionalProperties": false,
    "description": "One field of a dynamic payment form; a field with `option` is a dropdown.",
    "required": [
      "key",
      "label",
      "mask",
      "objectType",
      "option"
    ],
    "properties": {
      "key": {
        "type": "string",
        "description": "Key of the value in `detail`."
      },
      "label": {
        "type": "string",
        "description": "Field label in the request's language."
      },
      "mask": {
        "type": [
          "string",
          "null"
        ],
        "description": "Input mask: `0` a digit, `A` a letter or digit, `S` a letter, any other character is\nfixed text (for example `TR00 0000 0000 0000 0000 0000 00` for an IBAN, `0000 0000 0000\n0000` for a card number). The value is sent without spaces and dashes. The app offers\npaste-from-clipboard on masked fields.\n"
      },
      "objectType": {
        "$ref": "#/components/schemas/FormFieldType"
      },
      "option": {
        "type": [
          "array",
          "null"
        ],
        "items": {
          "$ref": "#/components/schemas/PaymentFieldOption"
        }
      },
      "min": {
        "type": [
          "number",
          "null"
        ],
        "description": "Smallest allowed value of a numeric field (the amount limits)."
      },
      "max": {
        "type": [
          "number",
          "null"
        ],
        "description": "Largest allowed value of a numeric field."
      }
    }
  },
  "PaymentFieldListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/PaymentField"
        }
      }
    }
  },
  "PaymentDetailValues": {
    "type": "object",
    "description": "Field keys mapped to values. Int, Long and Decimal fields carry numbers; a Dropdown\ncarries its option id (a number when numeric, else text); Bool a boolean; the rest text.\n",
    "minProperties": 1,
    "additionalProperties": {
      "oneOf": [
        {
          "type": "string"
        },
        {
          "type": "number"
        },
        {
          "type": "boolean"
        }
      ]
    }
  },
  "DepositRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "target",
      "detail"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "minimum": 1,
        "description": "Payment method id."
      },
      "target": {
        "type": "string",
        "const": "pay"
      },
      "detail": {
        "$ref": "#/components/schemas/PaymentDetailValues"
      }
    }
  },
  "DepositResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": [
          "string",
          "null"
        ],
        "description": "A URL starting with http to continue at the payment provider (the app opens it in a\nnew tab and shows a continue button), or a text to show; null when `message` says it all.\n"
      }
    }
  },
  "WithdrawRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "detail"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "minimum": 1,
        "description": "Payment method id."
      },
      "detail": {
        "$ref": "#/components/schemas/PaymentDetailValues"
      }
    }
  },
  "CancelWithdrawalRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "minimum": 1,
        "description": "The withdrawal's id (as on financial activities)."
      }
    }
  },
  "CancelDepositRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "minimum": 1,
        "description": "The deposit's id (as on financial activities)."
      }
    }
  },
  "PaymentWebhookRequest": {
    "description": "The notification body of one of the gateway adapters (one branch per gateway).",
    "oneOf": [
      {
        "$ref": "#/components/schemas/DemoGatewayEvent"
      }
    ]
  },
  "DemoGatewayEvent": {
    "type": "object",
    "additionalProperties": false,
    "description": "What the demo gateway sends when a payment on its hosted page is approved or declined.",
    "required": [
      "eventId",
      "type",
      "paymentId",
      "reference",
      "amountMinor",
      "currency",
      "occurredAt"
    ],
    "properties": {
      "eventId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100
      },
      "type": {
        "type": "string",
        "enum": [
          "payment.approved",
          "payment.declined"
        ]
      },
      "paymentId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "description": "The gateway's own payment id."
      },
      "reference": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64,
        "description": "The merchant's payment reference the payment was created with."
      },
      "amountMinor": {
        "type": "integer",
        "minimum": 1,
        "description": "The amount in minor units (kuruş)."
      },
      "currency": {
        "type": "string",
        "pattern": "^[A-Z]{3}$"
      },
      "card": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "brand",
          "last4"
        ],
        "properties": {
          "brand": {
            "type": "string",
            "maxLength": 40
          },
          "last4": {
            "type": "string",
            "pattern": "^[0-9]{4}$"
          }
        }
      },
      "declineReason": {
        "type": "string",
        "maxLength": 200
      },
      "occurredAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "PaymentWebhookResult": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "reference",
      "status"
    ],
    "properties": {
      "reference": {
        "type": "string"
      },
      "status": {
        "$ref": "#/components/schemas/TransactionStatus"
      }
    }
  },
  "PaymentWebhookResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/PaymentWebhookResult"
      }
    }
  },
  "Game": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "gameCode",
      "name",
      "providerName",
      "mainProviderId",
      "system",
      "productId",
      "systemCategory",
      "imageUrl",
      "isLive"
    ],
    "properties": {
      "gameCode": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "providerName": {
        "$ref": "#/components/schemas/ProviderName"
      },
      "mainProviderId": {
        "type": "integer",
        "description": "Provider id, sent as `providerId` when toggling a favourite."
      },
      "system": {
        "type": [
          "string",
          "null"
        ],
        "description": "SoftGamings system id (its launch call's `system`)."
      },
      "productId": {
        "type": [
          "string",
          "null"
        ],
        "description": "EveryMatrix product id (its launch call's `productId`)."
      },
      "systemCategory": {
        "type": "integer",
        "description": "Id of the game's casino category."
      },
      "imageUrl": {
        "type": [
          "string",
          "null"
        ]
      },
      "isLive": {
        "type": "boolean",
        "description": "A live-casino game."
      }
    }
  },
  "GameGroup": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "games"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "description": "Casino category id."
      },
      "name": {
        "type": "string"
      },
      "games": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Game"
        }
      }
    }
  },
  "GameGroupListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/GameGroup"
        }
      }
    }
  },
  "GameListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Game"
        }
      }
    }
  },
  "GameSearchRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "search",
      "live"
    ],
    "properties": {
      "search": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "description": "A non-empty search term, matched against game names."
      },
      "live": {
        "type": "boolean",
        "description": "Search live-casino games instead of the others."
      },
      "skip": {
        "$ref": "#/components/schemas/Skip"
      },
      "take": {
        "$ref": "#/components/schemas/Take"
      }
    }
  },
  "CategoryGamesRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "systemCategory"
    ],
    "properties": {
      "systemCategory": {
        "type": "array",
        "minItems": 1,
        "maxItems": 50,
        "items": {
          "type": "integer"
        }
      },
      "skip": {
        "$ref": "#/components/schemas/Skip"
      },
      "take": {
        "$ref": "#/components/schemas/Take"
      }
    }
  },
  "ToggleFavoriteRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "code",
      "providerId"
    ],
    "properties": {
      "code": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "description": "The game's gameCode."
      },
      "providerId": {
        "type": "integer",
        "description": "The game's mainProviderId."
      }
    }
  },
  "FavoriteState": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "favorite"
    ],
    "properties": {
      "favorite": {
        "type": "boolean",
        "description": "True when the call added the game, false when it removed it."
      }
    }
  },
  "FavoriteStateResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/FavoriteState"
      }
    }
  },
  "AmusnetJackpotResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/AmusnetJackpot"
      }
    }
  },
  "EgtJackpotResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EgtJackpotInstance"
        }
      }
    }
  },
  "PragmaticJackpotFeed": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "jackpots"
    ],
    "properties": {
      "jackpots": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/PragmaticJackpot"
        }
      }
    }
  },
  "PragmaticJackpot": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "tiers"
    ],
    "properties": {
      "name": {
        "type": "string"
      },
      "tiers": {
        "description": "Tiers, highest first (level 1 is the first listed).",
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/PragmaticJackpotTier"
        }
      }
    }
  },
  "PragmaticJackpotTier": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "amount"
    ],
    "properties": {
      "name": {
        "type": "string"
      },
      "amount": {
        "type": "number"
      }
    }
  },
  "PragmaticJackpotFeedResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/PragmaticJackpotFeed"
      }
    }
  },
  "GameCode": {
    "type": "string",
    "minLength": 1,
    "maxLength": 100
  },
  "LaunchLanguage": {
    "type": "string",
    "enum": [
      "tr",
      "en"
    ],
    "description": "Language of the game's interface."
  },
  "LobbyUrl": {
    "type": "string",
    "minLength": 1,
    "maxLength": 2048,
    "description": "Where the game's lobby or exit button returns to."
  },
  "PragmaticLaunchRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "code"
    ],
    "properties": {
      "code": {
        "$ref": "#/components/schemas/GameCode"
      }
    }
  },
  "DigitainLaunchRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "code"
    ],
    "properties": {
      "code": {
        "$ref": "#/components/schemas/GameCode"
      }
    }
  },
  "EveryMatrixLaunchRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "code",
      "productId"
    ],
    "properties": {
      "code": {
        "$ref": "#/components/schemas/GameCode"
      },
      "productId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100
      }
    }
  },
  "AmusnetLaunchRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "code",
      "isMobile"
    ],
    "properties": {
      "code": {
        "$ref": "#/components/schemas/GameCode"
      },
      "isMobile": {
        "type": "boolean"
      }
    }
  },
  "PlatformLaunchRequest": {
    "type": "object",
    "description": "Launch payload of EGT Digital and Hub88.",
    "additionalProperties": false,
    "required": [
      "platform",
      "gameCode",
      "language",
      "lobbyUrl"
    ],
    "properties": {
      "platform": {
        "$ref": "#/components/schemas/Platform"
      },
      "gameCode": {
        "$ref": "#/components/schemas/GameCode"
      },
      "language": {
        "$ref": "#/components/schemas/LaunchLanguage"
      },
      "lobbyUrl": {
        "$ref": "#/components/schemas/LobbyUrl"
      }
    }
  },
  "SoftGamingsLaunchRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "system",
      "pageCode",
      "isMobile"
    ],
    "properties": {
      "system": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "description": "The game's `system`."
      },
      "pageCode": {
        "$ref": "#/components/schemas/GameCode",
        "description": "The game's gameCode."
      },
      "isMobile": {
        "type": "integer",
        "enum": [
          0,
          1
        ],
        "description": "1 on mobile, 0 on desktop."
      }
    }
  },
  "LaunchUrlResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "string",
        "minLength": 1,
        "description": "The game URL (absolute, or relative to the site for games it serves), opened in the game frame."
      }
    }
  },
  "LaunchHtmlResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "string",
        "description": "HTML with an embedded script, injected into the game area."
      }
    }
  },
  "OperatorRole": {
    "type": "string",
    "enum": [
      "admin",
      "support",
      "finance",
      "trader",
      "content",
      "compliance",
      "auditor"
    ],
    "description": "What the operator may do: each role grants a set of permissions (opsListRoles), checked by the server on every call; `auditor` only reads."
  },
  "OperatorUsername": {
    "type": "string",
    "minLength": 3,
    "maxLength": 40,
    "pattern": "^[A-Za-z0-9._-]+$"
  },
  "OperatorLoginRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "username",
      "password"
    ],
    "properties": {
      "username": {
        "$ref": "#/components/schemas/OperatorUsername"
      },
      "password": {
        "type": "string",
        "minLength": 5,
        "maxLength": 200
      }
    }
  },
  "OperatorTotpRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "challenge",
      "code"
    ],
    "properties": {
      "challenge": {
        "type": "string",
        "minLength": 20,
        "maxLength": 100,
        "description": "The challenge `operatorLogin` answered."
      },
      "code": {
        "type": "string",
        "minLength": 6,
        "maxLength": 40,
        "description": "The 6-digit TOTP code, or one of the recovery codes (XXXX-XXXX-XXXX-XXXX)."
      }
    }
  },
  "OperatorChallenge": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "challenge",
      "kind",
      "expiresAt"
    ],
    "properties": {
      "challenge": {
        "type": "string",
        "description": "Opaque; sent back to operatorVerifyTotp with the code. Single use."
      },
      "kind": {
        "type": "string",
        "enum": [
          "totp",
          "enrol"
        ],
        "description": "`totp`: enter the code of the authenticator app; `enrol`: add the account to one first (see enrolment)."
      },
      "expiresAt": {
        "type": "string",
        "format": "date-time"
      },
      "enrolment": {
        "$ref": "#/components/schemas/OperatorTotpEnrolment"
      }
    }
  },
  "OperatorTotpEnrolment": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "secret",
      "otpauthUri",
      "qrDataUrl"
    ],
    "description": "Only with kind `enrol`, for an operator with no second factor yet.",
    "properties": {
      "secret": {
        "type": "string",
        "description": "The TOTP secret in base32, for typing into an authenticator app."
      },
      "otpauthUri": {
        "type": "string",
        "description": "The otpauth://totp/... URI the QR code holds."
      },
      "qrDataUrl": {
        "type": "string",
        "description": "The QR code of otpauthUri as a data:image/svg+xml;base64 URL."
      }
    }
  },
  "OperatorChallengeResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OperatorChallenge"
      }
    }
  },
  "OperatorSession": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "username",
      "role",
      "permissions",
      "expiresAt"
    ],
    "properties": {
      "token": {
        "type": "string",
        "description": "The operator bearer token (opaque), sent as the Authorization header of /ops calls."
      },
      "username": {
        "type": "string"
      },
      "role": {
        "$ref": "#/components/schemas/OperatorRole"
      },
      "permissions": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsPermission"
        }
      },
      "expiresAt": {
        "type": "string",
        "format": "date-time"
      },
      "recoveryCodes": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Only when this sign-in confirmed an enrolment; each stands in for one TOTP code, once. Shown only here."
      }
    }
  },
  "OperatorSessionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OperatorSession"
      }
    }
  },
  "CreateOperatorRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "username",
      "password",
      "role"
    ],
    "properties": {
      "username": {
        "$ref": "#/components/schemas/OperatorUsername"
      },
      "password": {
        "type": "string",
        "minLength": 10,
        "maxLength": 200
      },
      "role": {
        "$ref": "#/components/schemas/OperatorRole"
      }
    }
  },
  "OperatorAccount": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "username",
      "role",
      "enabled",
      "createdAt"
    ],
    "properties": {
      "id": {
        "type": "string",
        "format": "uuid"
      },
      "username": {
        "type": "string"
      },
      "role": {
        "$ref": "#/components/schemas/OperatorRole"
      },
      "enabled": {
        "type": "boolean"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "OperatorAccountResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OperatorAccount"
      }
    }
  },
  "OpsNotifyRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "audience",
      "title",
      "note"
    ],
    "properties": {
      "audience": {
        "type": "string",
        "enum": [
          "player",
          "all"
        ],
        "description": "One player (named by `player`) or every player whose account is not closed, less those in a time-out or self-exclusion and those whose marketing is stopped."
      },
      "player": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "description": "Username (any case), usercode or player id; required when audience is player, refused when it is all."
      },
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120
      },
      "note": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000
      }
    }
  },
  "OpsNotifyResult": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "recipients",
      "pushed"
    ],
    "properties": {
      "recipients": {
        "type": "integer",
        "minimum": 0,
        "description": "Players the message was stored for."
      },
      "pushed": {
        "type": "integer",
        "minimum": 0,
        "description": "Live pushes the hub bus accepted (players online see the message at once, the others when they next load their list)."
      }
    }
  },
  "SupportChatReadRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "upTo"
    ],
    "properties": {
      "upTo": {
        "type": "integer",
        "minimum": 0,
        "maximum": 9007199254740991,
        "description": "The last message id the player saw; the marker never moves back."
      }
    }
  },
  "SupportChatRead": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "conversationId",
      "unread"
    ],
    "properties": {
      "conversationId": {
        "type": [
          "integer",
          "null"
        ]
      },
      "unread": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "SupportChatReadResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SupportChatRead"
      }
    }
  },
  "PromotionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/Promotion"
      }
    }
  },
  "SupportMessageRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "body"
    ],
    "properties": {
      "body": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "description": "Plain text; 1 to 1000 characters once trimmed and cleaned (checked by the server)."
      }
    }
  },
  "SupportMessage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "author",
      "body",
      "createdAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "author": {
        "type": "string",
        "enum": [
          "player",
          "operator",
          "system"
        ]
      },
      "body": {
        "type": "string",
        "description": "Plain text, never markup; a system message is written in the request's language."
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "SupportConversation": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "status",
      "createdAt",
      "closedAt",
      "messages",
      "unread"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "status": {
        "type": "string",
        "enum": [
          "open",
          "assigned",
          "closed"
        ]
      },
      "unread": {
        "type": "integer",
        "minimum": 0,
        "description": "Support's replies after the player's read marker (markSupportChatRead), the chat button's badge."
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "closedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "messages": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SupportMessage"
        }
      }
    }
  },
  "SupportMessageList": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "conversationId",
      "items"
    ],
    "properties": {
      "conversationId": {
        "type": [
          "integer",
          "null"
        ]
      },
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SupportMessage"
        }
      }
    }
  },
  "OpsSupportTransferRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "operatorId"
    ],
    "properties": {
      "operatorId": {
        "type": "string",
        "format": "uuid"
      }
    }
  },
  "OpsSupportOperator": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "username",
      "role"
    ],
    "properties": {
      "id": {
        "type": "string",
        "format": "uuid"
      },
      "username": {
        "type": "string"
      },
      "role": {
        "type": "string"
      }
    }
  },
  "OpsSupportOperatorList": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsSupportOperator"
        }
      }
    }
  },
  "OpsSupportMessage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "author",
      "body",
      "createdAt",
      "operator"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "author": {
        "type": "string",
        "enum": [
          "player",
          "operator",
          "system"
        ]
      },
      "body": {
        "type": "string"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "operator": {
        "type": [
          "string",
          "null"
        ],
        "description": "Username of the operator who wrote it."
      }
    }
  },
  "OpsSupportConversationSummary": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "status",
      "player",
      "operator",
      "createdAt",
      "lastMessageAt",
      "closedAt",
      "lastMessage"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "status": {
        "type": "string",
        "enum": [
          "open",
          "assigned",
          "closed"
        ]
      },
      "player": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "username",
          "usercode"
        ],
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid"
          },
          "username": {
            "type": "string"
          },
          "usercode": {
            "type": "string"
          }
        }
      },
      "operator": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/OpsSupportOperator"
          },
          {
            "type": "null"
          }
        ]
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "lastMessageAt": {
        "type": "string",
        "format": "date-time"
      },
      "closedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "lastMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "The last message's first 120 characters."
      }
    }
  },
  "OpsSupportConversationList": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsSupportConversationSummary"
        }
      }
    }
  },
  "OpsSupportConversation": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "status",
      "player",
      "operator",
      "createdAt",
      "lastMessageAt",
      "closedAt",
      "lastMessage",
      "messages"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "status": {
        "type": "string",
        "enum": [
          "open",
          "assigned",
          "closed"
        ]
      },
      "player": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "username",
          "usercode"
        ],
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid"
          },
          "username": {
            "type": "string"
          },
          "usercode": {
            "type": "string"
          }
        }
      },
      "operator": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/OpsSupportOperator"
          },
          {
            "type": "null"
          }
        ]
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "lastMessageAt": {
        "type": "string",
        "format": "date-time"
      },
      "closedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "lastMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "The last message's first 120 characters."
      },
      "messages": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsSupportMessage"
        }
      }
    }
  },
  "SupportConversationResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SupportConversation"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SupportMessagesResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SupportMessageList"
      }
    }
  },
  "OpsSupportConversationListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsSupportConversationList"
      }
    }
  },
  "OpsSupportConversationResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsSupportConversation"
      }
    }
  },
  "OpsSupportOperatorListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsSupportOperatorList"
      }
    }
  },
  "OpsNotifyResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsNotifyResult"
      }
    }
  },
  "OpsApproveRequest": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "note": {
        "type": "string",
        "maxLength": 500,
        "description": "An internal remark kept in the audit log (a bank's transfer number)."
      }
    }
  },
  "OpsRejectRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "reason"
    ],
    "properties": {
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500,
        "description": "Why; the player sees it on financial activities."
      }
    }
  },
  "OpsPlayerRef": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "username",
      "usercode"
    ],
    "properties": {
      "id": {
        "type": "string",
        "format": "uuid"
      },
      "username": {
        "type": "string"
      },
      "usercode": {
        "type": "string"
      }
    }
  },
  "OpsTransaction": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "reference",
      "type",
      "status",
      "amount",
      "methodId",
      "methodName",
      "gateway",
      "player",
      "detail",
      "note",
      "decidedBy",
      "decidedAt",
      "pendingApproval",
      "createdAt",
      "updatedAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "reference": {
        "type": "string",
        "description": "Our payment reference (a bank transfer's description carries it)."
      },
      "type": {
        "$ref": "#/components/schemas/TransactionType"
      },
      "status": {
        "$ref": "#/components/schemas/TransactionStatus"
      },
      "amount": {
        "$ref": "#/components/schemas/Money"
      },
      "methodId": {
        "type": "integer"
      },
      "methodName": {
        "type": "string"
      },
      "gateway": {
        "type": "string"
      },
      "player": {
        "$ref": "#/components/schemas/OpsPlayerRef"
      },
      "detail": {
        "type": "object",
        "description": "The form values the player sent (a withdrawal's IBAN in full, to pay to).",
        "additionalProperties": {
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "number"
            },
            {
              "type": "boolean"
            }
          ]
        }
      },
      "note": {
        "type": [
          "string",
          "null"
        ]
      },
      "decidedBy": {
        "type": [
          "string",
          "null"
        ],
        "description": "Username of the operator who settled it."
      },
      "decidedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "pendingApproval": {
        "description": "A withdrawal above the four-eyes threshold that one operator approved, waiting for a second; else null.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/OpsPendingApproval"
          },
          {
            "type": "null"
          }
        ]
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "updatedAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "OpsTransactionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsTransaction"
      }
    }
  },
  "OpsTransactionPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "total"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsTransaction"
        }
      },
      "total": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "OpsTransactionPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsTransactionPage"
      }
    }
  },
  "OpsPlayer": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "usercode",
      "username",
      "email",
      "phone",
      "name",
      "surname",
      "status",
      "createdAt",
      "cash",
      "bonus",
      "hold",
      "pendingWithdrawals"
    ],
    "properties": {
      "id": {
        "type": "string",
        "format": "uuid"
      },
      "usercode": {
        "type": "string"
      },
      "username": {
        "type": "string"
      },
      "email": {
        "type": "string"
      },
      "phone": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "surname": {
        "type": "string"
      },
      "status": {
        "type": "string",
        "enum": [
          "active",
          "suspended",
          "closed"
        ]
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "cash": {
        "$ref": "#/components/schemas/Money"
      },
      "bonus": {
        "$ref": "#/components/schemas/Money"
      },
      "hold": {
        "$ref": "#/components/schemas/Money"
      },
      "pendingWithdrawals": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "OpsPlayerListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsPlayer"
        }
      }
    }
  },
  "OpsPermission": {
    "type": "string",
    "enum": [
      "self",
      "overview:read",
      "withdrawals:read",
      "withdrawals:decide",
      "deposits:read",
      "deposits:decide",
      "players:read",
      "players:manage",
      "players:message",
      "players:adjust",
      "approvals:read",
      "approvals:decide",
      "bets:resettle",
      "protection:lift",
      "operators:manage",
      "audit:read",
      "settings:read",
      "settings:manage",
      "metrics:read",
      "content:read",
      "content:manage",
      "sports:trade",
      "kyc:read",
      "kyc:decide",
      "aml:read",
      "aml:decide",
      "bonuses:read",
      "bonuses:manage",
      "support:chat",
      "providers:read",
      "providers:manage"
    ],
    "description": "What an operation needs (each ops operation names one with `x-permission`); `self` is every signed-in operator's (their own session)."
  },
  "OpsMe": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "username",
      "role",
      "permissions",
      "idleTimeoutSeconds"
    ],
    "properties": {
      "id": {
        "type": "string",
        "format": "uuid"
      },
      "username": {
        "type": "string"
      },
      "role": {
        "$ref": "#/components/schemas/OperatorRole"
      },
      "permissions": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsPermission"
        }
      },
      "idleTimeoutSeconds": {
        "type": "integer",
        "minimum": 1,
        "description": "The session ends after this long without a call."
      }
    }
  },
  "OpsMeResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsMe"
      }
    }
  },
  "OpsRole": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "role",
      "permissions"
    ],
    "properties": {
      "role": {
        "$ref": "#/components/schemas/OperatorRole"
      },
      "permissions": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsPermission"
        }
      }
    }
  },
  "OpsRoleListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsRole"
        }
      }
    }
  },
  "OpsOperatorState": {
    "type": "string",
    "enum": [
      "active",
      "locked",
      "removed"
    ]
  },
  "OpsOperator": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "username",
      "role",
      "state",
      "totpEnrolled",
      "lastLoginAt",
      "createdAt"
    ],
    "properties": {
      "id": {
        "type": "string",
        "format": "uuid"
      },
      "username": {
        "type": "string"
      },
      "role": {
        "$ref": "#/components/schemas/OperatorRole"
      },
      "state": {
        "$ref": "#/components/schemas/OpsOperatorState"
      },
      "totpEnrolled": {
        "type": "boolean"
      },
      "lastLoginAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "OpsOperatorListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsOperator"
        }
      }
    }
  },
  "OpsOperatorRoleRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "role"
    ],
    "properties": {
      "role": {
        "$ref": "#/components/schemas/OperatorRole"
      }
    }
  },
  "OpsReasonRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "reason"
    ],
    "properties": {
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500,
        "description": "Why; kept in the audit log."
      }
    }
  },
  "OpsNoteRequest": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "note": {
        "type": "string",
        "maxLength": 500,
        "description": "An internal remark kept in the audit log."
      }
    }
  },
  "OpsSettings": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "withdrawalApprovalThreshold"
    ],
    "properties": {
      "withdrawalApprovalThreshold": {
        "$ref": "#/components/schemas/Money",
        "description": "A withdrawal above this amount needs a second operator's approval (four-eyes)."
      }
    }
  },
  "OpsSettingsRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "withdrawalApprovalThreshold"
    ],
    "properties": {
      "withdrawalApprovalThreshold": {
        "type": "number",
        "minimum": 0,
        "maximum": 100000000,
        "multipleOf": 0.01,
        "description": "TRY; 0 puts every withdrawal under four-eyes."
      }
    }
  },
  "OpsSettingsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsSettings"
      }
    }
  },
  "KycDocumentKind": {
    "type": "string",
    "enum": [
      "idCardFront",
      "idCardBack",
      "passportFront",
      "passportBack",
      "proofOfAddress"
    ],
    "description": "An identity card's or passport's front or back, or a proof of address (a utility bill or bank statement)."
  },
  "KycDocumentStatus": {
    "type": "string",
    "enum": [
      "pending",
      "approved",
      "rejected",
      "expired"
    ]
  },
  "KycTier": {
    "type": "string",
    "enum": [
      "unverified",
      "basic",
      "full"
    ],
    "description": "basic: name, birth date, a TC Kimlik No valid by its checksum, 18 or older, phone verified; full: an identity document (card or passport, front and back) and a proof of address approved."
  },
  "KycDocument": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "kind",
      "status",
      "fileName",
      "contentType",
      "size",
      "uploadedAt",
      "reviewedAt",
      "rejectionReason",
      "expiresAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "kind": {
        "$ref": "#/components/schemas/KycDocumentKind"
      },
      "status": {
        "$ref": "#/components/schemas/KycDocumentStatus"
      },
      "fileName": {
        "type": "string"
      },
      "contentType": {
        "type": "string",
        "enum": [
          "image/jpeg",
          "image/png",
          "image/webp",
          "application/pdf"
        ]
      },
      "size": {
        "type": "integer",
        "description": "Bytes."
      },
      "uploadedAt": {
        "type": "string",
        "format": "date-time"
      },
      "reviewedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "rejectionReason": {
        "type": [
          "string",
          "null"
        ],
        "description": "Why a compliance operator rejected it (shown to the player)."
      },
      "expiresAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "When an approved document stops counting (then it is expired)."
      }
    }
  },
  "KycDocumentResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/KycDocument"
      }
    }
  },
  "KycDocumentsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/KycDocument"
            }
          }
        }
      }
    }
  },
  "KycVerification": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "tier",
      "basic",
      "full",
      "withdrawal"
    ],
    "properties": {
      "tier": {
        "$ref": "#/components/schemas/KycTier"
      },
      "basic": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "met",
          "name",
          "birthDate",
          "personalNo",
          "adult",
          "phoneVerified"
        ],
        "properties": {
          "met": {
            "type": "boolean"
          },
          "name": {
            "type": "boolean"
          },
          "birthDate": {
            "type": "boolean"
          },
          "personalNo": {
            "type": "boolean",
            "description": "A TC Kimlik No is on file and valid by its checksum."
          },
          "adult": {
            "type": "boolean"
          },
          "phoneVerified": {
            "type": "boolean"
          }
        }
      },
      "full": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "met",
          "identity",
          "address"
        ],
        "properties": {
          "met": {
            "type": "boolean"
          },
          "identity": {
            "$ref": "#/components/schemas/KycDocumentStatus",
            "description": "The best status among the identity documents (both sides of a card or a passport count as one)."
          },
          "address": {
            "$ref": "#/components/schemas/KycDocumentStatus"
          }
        }
      },
      "withdrawal": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "allowed",
          "upTo",
          "requiredTier"
        ],
        "properties": {
          "allowed": {
            "type": "boolean"
          },
          "upTo": {
            "type": [
              "number",
              "null"
            ],
            "description": "TRY per withdrawal the tier allows; null without a limit."
          },
          "requiredTier": {
            "$ref": "#/components/schemas/KycTier"
          }
        }
      }
    }
  },
  "KycVerificationResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/KycVerification"
      }
    }
  },
  "OpsKycDocument": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "kind",
      "status",
      "fileName",
      "contentType",
      "size",
      "uploadedAt",
      "reviewedAt",
      "reviewedBy",
      "rejectionReason",
      "expiresAt",
      "player"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "kind": {
        "$ref": "#/components/schemas/KycDocumentKind"
      },
      "status": {
        "$ref": "#/components/schemas/KycDocumentStatus"
      },
      "fileName": {
        "type": "string"
      },
      "contentType": {
        "type": "string"
      },
      "size": {
        "type": "integer"
      },
      "uploadedAt": {
        "type": "string",
        "format": "date-time"
      },
      "reviewedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "reviewedBy": {
        "type": [
          "string",
          "null"
        ],
        "description": "The reviewing operator's username."
      },
      "rejectionReason": {
        "type": [
          "string",
          "null"
        ]
      },
      "expiresAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "player": {
        "$ref": "#/components/schemas/OpsKycPlayer"
      }
    }
  },
  "OpsKycPlayer": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "username",
      "name",
      "surname",
      "birthDate"
    ],
    "properties": {
      "id": {
        "type": "string",
        "format": "uuid"
      },
      "username": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "surname": {
        "type": "string"
      },
      "birthDate": {
        "type": [
          "string",
          "null"
        ],
        "format": "date"
      }
    }
  },
  "OpsKycDocumentResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsKycDocument"
      }
    }
  },
  "OpsKycDocumentsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items",
          "total"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OpsKycDocument"
            }
          },
          "total": {
            "type": "integer"
          }
        }
      }
    }
  },
  "OpsKycReviewRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "decision"
    ],
    "properties": {
      "decision": {
        "type": "string",
        "enum": [
          "approve",
          "reject"
        ]
      },
      "reason": {
        "type": "string",
        "maxLength": 500,
        "description": "Required to reject; the player sees it."
      }
    }
  },
  "AmlCaseStatus": {
    "type": "string",
    "enum": [
      "open",
      "cleared",
      "blocked"
    ]
  },
  "AmlRule": {
    "type": "string",
    "enum": [
      "depositThresholdDay",
      "depositThresholdMonth",
      "withdrawalThresholdDay",
      "withdrawalThresholdMonth",
      "manySmallDeposits",
      "withdrawalAfterLittlePlay"
    ],
    "description": "Which check opened the case: deposits or withdrawals summed over the rolling 24 hours or 30 days reached their threshold; many small deposits in 24 hours; a withdrawal of money deposited in the last 7 days with little of it staked."
  },
  "OpsAmlCase": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "rule",
      "status",
      "player",
      "openedAt",
      "figures",
      "payments",
      "resolvedAt",
      "resolvedBy",
      "resolutionNote"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "rule": {
        "$ref": "#/components/schemas/AmlRule"
      },
      "status": {
        "$ref": "#/components/schemas/AmlCaseStatus"
      },
      "player": {
        "$ref": "#/components/schemas/OpsKycPlayer"
      },
      "openedAt": {
        "type": "string",
        "format": "date-time"
      },
      "figures": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "total",
          "threshold",
          "count",
          "deposited",
          "staked"
        ],
        "description": "What the check saw, in TRY (count is a number of payments); the ones a rule does not use are null.",
        "properties": {
          "total": {
            "type": [
              "number",
              "null"
            ]
          },
          "threshold": {
            "type": [
              "number",
              "null"
            ]
          },
          "count": {
            "type": [
              "integer",
              "null"
            ]
          },
          "deposited": {
            "type": [
              "number",
              "null"
            ]
          },
          "staked": {
            "type": [
              "number",
              "null"
            ]
          }
        }
      },
      "payments": {
        "type": "array",
        "description": "The payments the case is about; a pending withdrawal among them waits for the case.",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "id",
            "type",
            "status",
            "amount",
            "createdAt"
          ],
          "properties": {
            "id": {
              "type": "integer"
            },
            "type": {
              "type": "string",
              "enum": [
                "deposit",
                "withdrawal"
              ]
            },
            "status": {
              "type": "string"
            },
            "amount": {
              "type": "number"
            },
            "createdAt": {
              "type": "string",
              "format": "date-time"
            }
          }
        }
      },
      "resolvedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "resolvedBy": {
        "type": [
          "string",
          "null"
        ]
      },
      "resolutionNote": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "OpsAmlCaseResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsAmlCase"
      }
    }
  },
  "OpsAmlCasesResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items",
          "total"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OpsAmlCase"
            }
          },
          "total": {
            "type": "integer"
          }
        }
      }
    }
  },
  "OpsAmlResolveRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "outcome",
      "note"
    ],
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "cleared",
          "blocked"
        ]
      },
      "note": {
        "type": "string",
        "minLength": 1,
        "maxLength": 1000
      }
    }
  },
  "OpsComplianceSettings": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "withdrawalTier",
      "basicWithdrawalLimit",
      "documentValidityDays",
      "amlDayThreshold",
      "amlMonthThreshold",
      "smallDepositAmount",
      "smallDepositCount",
      "littlePlayMinimum",
      "littlePlayPercent"
    ],
    "properties": {
      "withdrawalTier": {
        "type": "string",
        "enum": [
          "full",
          "basic"
        ],
        "description": "full: only fully verified players withdraw; basic: basic players too, up to basicWithdrawalLimit per withdrawal."
      },
      "basicWithdrawalLimit": {
        "type": "number",
        "minimum": 0,
        "maximum": 100000000,
        "multipleOf": 0.01,
        "description": "TRY; what one withdrawal of a basic player may be when withdrawalTier is basic."
      },
      "documentValidityDays": {
        "type": "integer",
        "minimum": 1,
        "maximum": 3650,
        "description": "How long an approved document counts before it expires."
      },
      "amlDayThreshold": {
        "type": "number",
        "minimum": 0.01,
        "maximum": 100000000,
        "multipleOf": 0.01,
        "description": "TRY; deposits (or withdrawals) in the rolling 24 hours reaching it open a case."
      },
      "amlMonthThreshold": {
        "type": "number",
        "minimum": 0.01,
        "maximum": 100000000,
        "multipleOf": 0.01,
        "description": "TRY; deposits (or withdrawals) in the rolling 30 days reaching it open a case."
      },
      "smallDepositAmount": {
        "type": "number",
        "minimum": 0.01,
        "maximum": 100000000,
        "multipleOf": 0.01,
        "description": "TRY; a deposit below it is small."
      },
      "smallDepositCount": {
        "type": "integer",
        "minimum": 2,
        "maximum": 1000,
        "description": "This many small deposits in the rolling 24 hours open a case."
      },
      "littlePlayMinimum": {
        "type": "number",
        "minimum": 0,
        "maximum": 100000000,
        "multipleOf": 0.01,
        "description": "TRY; the little-play check looks at withdrawals of at least this much."
      },
      "littlePlayPercent": {
        "type": "integer",
        "minimum": 0,
        "maximum": 100,
        "description": "A withdrawal after deposits in the last 7 days of which less than this percentage was staked opens a case."
      },
      "coolingOffHours": {
        "type": "integer",
        "minimum": 24,
        "maximum": 168,
        "description": "How long a player's limit increase or removal waits before the player can confirm it (at least the 24 hours the rules ask). Left out, it stays as it is."
      },
      "rejectedFileRetentionDays": {
        "type": "integer",
        "minimum": 1,
        "maximum": 3650,
        "description": "A rejected document's file is deleted from storage this many days after the rejection (the record stays). Left out, it stays as it is."
      },
      "expiredFileRetentionDays": {
        "type": "integer",
        "minimum": 1,
        "maximum": 3650,
        "description": "An expired document's file is deleted this many days after it expired (default 2920, the 8 years of the AML law). Left out, it stays as it is."
      }
    }
  },
  "OpsComplianceSettingsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsComplianceSettings"
      }
    }
  },
  "OpsApprovalKind": {
    "type": "string",
    "enum": [
      "withdrawal",
      "adjustment",
      "resettlement",
      "selfExclusionLift"
    ]
  },
  "OpsApprovalStatus": {
    "type": "string",
    "enum": [
      "pending",
      "approved",
      "rejected"
    ]
  },
  "OpsApproval": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "kind",
      "status",
      "targetKind",
      "targetId",
      "summary",
      "amount",
      "player",
      "proposedBy",
      "proposedAt",
      "proposalNote",
      "decidedBy",
      "decidedAt",
      "decisionNote"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "kind": {
        "$ref": "#/components/schemas/OpsApprovalKind"
      },
      "status": {
        "$ref": "#/components/schemas/OpsApprovalStatus"
      },
      "targetKind": {
        "type": "string",
        "description": "What is acted on (transaction, player, bet)."
      },
      "targetId": {
        "type": "string"
      },
      "summary": {
        "type": "object",
        "description": "The proposal's facts as proposed (an adjustment's amount and reason, a withdrawal's amount and IBAN).",
        "additionalProperties": {
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "number"
            },
            {
              "type": "boolean"
            },
            {
              "type": "null"
            }
          ]
        }
      },
      "amount": {
        "description": "The money at stake, when there is some.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/Money"
          },
          {
            "type": "null"
          }
        ]
      },
      "player": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/OpsPlayerRef"
          },
          {
            "type": "null"
          }
        ]
      },
      "proposedBy": {
        "type": "string",
        "description": "Username of the proposing operator."
      },
      "proposedAt": {
        "type": "string",
        "format": "date-time"
      },
      "proposalNote": {
        "type": [
          "string",
          "null"
        ]
      },
      "decidedBy": {
        "type": [
          "string",
          "null"
        ]
      },
      "decidedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "decisionNote": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "OpsApprovalResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsApproval"
      }
    }
  },
  "OpsApprovalPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "total"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsApproval"
        }
      },
      "total": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "OpsApprovalPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsApprovalPage"
      }
    }
  },
  "OpsPendingApproval": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "proposalId",
      "proposedBy",
      "proposedAt"
    ],
    "description": "A four-eyes proposal waiting for a second operator.",
    "properties": {
      "proposalId": {
        "type": "integer"
      },
      "proposedBy": {
        "type": "string"
      },
      "proposedAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "OpsAdjustmentRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "amount",
      "reason"
    ],
    "properties": {
      "amount": {
        "type": "number",
        "minimum": -10000000,
        "maximum": 10000000,
        "multipleOf": 0.01,
        "not": {
          "const": 0
        },
        "description": "TRY; positive credits the player's cash, negative debits it."
      },
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500
      }
    }
  },
  "OpsAuditRow": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "at",
      "actorKind",
      "actorId",
      "actorName",
      "action",
      "targetKind",
      "targetId",
      "details",
      "ip",
      "requestId",
      "prevHash",
      "hash"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "at": {
        "type": "string",
        "format": "date-time"
      },
      "actorKind": {
        "type": "string",
        "enum": [
          "player",
          "operator",
          "system"
        ]
      },
      "actorId": {
        "type": [
          "string",
          "null"
        ]
      },
      "actorName": {
        "type": [
          "string",
          "null"
        ],
        "description": "The operator's username or the player's, when the actor is one."
      },
      "action": {
        "type": "string"
      },
      "targetKind": {
        "type": [
          "string",
          "null"
        ]
      },
      "targetId": {
        "type": [
          "string",
          "null"
        ]
      },
      "details": {
        "type": "string",
        "description": "The facts of the action (before and after where something changed) as JSON text, keys sorted; free-form by action, so passed as text rather than an open object."
      },
      "ip": {
        "type": [
          "string",
          "null"
        ]
      },
      "requestId": {
        "type": [
          "string",
          "null"
        ]
      },
      "prevHash": {
        "type": [
          "string",
          "null"
        ],
        "description": "The hash of the row before (64 zeros for the first chained row); null on rows written before the chain began."
      },
      "hash": {
        "type": [
          "string",
          "null"
        ],
        "description": "SHA-256 (hex) of prevHash, a line feed and this row's canonical serialisation."
      }
    }
  },
  "OpsAuditPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "nextBefore"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsAuditRow"
        }
      },
      "nextBefore": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Pass as `before` for the next (older) page; null when there is none."
      }
    }
  },
  "OpsAuditPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsAuditPage"
      }
    }
  },
  "OpsAuditVerify": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "ok",
      "checked",
      "firstBroken"
    ],
    "properties": {
      "ok": {
        "type": "boolean"
      },
      "checked": {
        "type": "integer",
        "minimum": 0,
        "description": "Chained rows checked."
      },
      "firstBroken": {
        "description": "The first row whose hash or link does not match, or null.",
        "oneOf": [
          {
            "type": "null"
          },
          {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "id",
              "reason"
            ],
            "properties": {
              "id": {
                "type": "integer"
              },
              "reason": {
                "type": "string",
                "enum": [
                  "hash",
                  "link",
                  "missing"
                ],
                "description": "`hash`: the row's content changed; `link`: its prevHash is not the previous row's hash (a row was removed or inserted); `missing`: an unchained row after the chain began."
              }
            }
          }
        ]
      }
    }
  },
  "OpsAuditVerifyResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsAuditVerify"
      }
    }
  },
  "OpsPlayerRound": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "roundId",
      "gameCode",
      "startedAt",
      "lastAt",
      "stake",
      "win",
      "transactions"
    ],
    "properties": {
      "roundId": {
        "type": "string"
      },
      "gameCode": {
        "type": "string"
      },
      "startedAt": {
        "type": "string",
        "format": "date-time"
      },
      "lastAt": {
        "type": "string",
        "format": "date-time"
      },
      "stake": {
        "$ref": "#/components/schemas/Money"
      },
      "win": {
        "$ref": "#/components/schemas/Money"
      },
      "transactions": {
        "type": "integer"
      }
    }
  },
  "OpsPlayerRoundPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items",
          "total"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OpsPlayerRound"
            }
          },
          "total": {
            "type": "integer"
          }
        }
      }
    }
  },
  "OpsPlayerBonus": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "kind",
      "status",
      "amount",
      "balance",
      "wagerRequired",
      "wagered",
      "expiresAt",
      "createdAt",
      "endedAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "kind": {
        "type": "string",
        "enum": [
          "trial",
          "deposit",
          "manual",
          "cashback"
        ]
      },
      "status": {
        "type": "string",
        "enum": [
          "active",
          "converted",
          "expired",
          "forfeited"
        ]
      },
      "amount": {
        "$ref": "#/components/schemas/Money"
      },
      "balance": {
        "$ref": "#/components/schemas/Money"
      },
      "wagerRequired": {
        "$ref": "#/components/schemas/Money"
      },
      "wagered": {
        "$ref": "#/components/schemas/Money"
      },
      "expiresAt": {
        "type": "string",
        "format": "date-time"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "endedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      }
    }
  },
  "OpsPlayerBonusPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items",
          "total"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OpsPlayerBonus"
            }
          },
          "total": {
            "type": "integer"
          }
        }
      }
    }
  },
  "OpsPlayerNotificationPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/NotificationPage"
      }
    }
  },
  "OpsReport": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "from",
      "to",
      "columns",
      "rows",
      "csv",
      "filename"
    ],
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "daily",
          "games",
          "providers",
          "payments"
        ]
      },
      "from": {
        "type": "string",
        "format": "date"
      },
      "to": {
        "type": "string",
        "format": "date"
      },
      "columns": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "rows": {
        "type": "array",
        "description": "Cells as the CSV writes them (amounts as plain decimals), one array per row.",
        "items": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "csv": {
        "type": "string",
        "description": "The same table as CSV, a header line first, CRLF line ends."
      },
      "filename": {
        "type": "string"
      }
    }
  },
  "OpsReportResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsReport"
      }
    }
  },
  "OpsGgr": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "ggr",
      "ngr"
    ],
    "properties": {
      "ggr": {
        "$ref": "#/components/schemas/Money",
        "description": "Stakes less wins."
      },
      "ngr": {
        "$ref": "#/components/schemas/Money",
        "description": "GGR less bonus cost (bonus money granted net of what expired back)."
      }
    }
  },
  "OpsPeriodFigures": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "deposits",
      "withdrawals",
      "casino",
      "sports",
      "activePlayers",
      "newPlayers"
    ],
    "properties": {
      "deposits": {
        "$ref": "#/components/schemas/Money"
      },
      "withdrawals": {
        "$ref": "#/components/schemas/Money"
      },
      "casino": {
        "$ref": "#/components/schemas/OpsGgr"
      },
      "sports": {
        "$ref": "#/components/schemas/OpsGgr"
      },
      "activePlayers": {
        "type": "integer",
        "minimum": 0,
        "description": "Players with at least one ledger movement in the period."
      },
      "newPlayers": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "OpsDayFigures": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "date",
      "deposits",
      "withdrawals",
      "casino",
      "sports",
      "activePlayers",
      "newPlayers"
    ],
    "properties": {
      "date": {
        "type": "string",
        "format": "date"
      },
      "deposits": {
        "$ref": "#/components/schemas/Money"
      },
      "withdrawals": {
        "$ref": "#/components/schemas/Money"
      },
      "casino": {
        "$ref": "#/components/schemas/OpsGgr"
      },
      "sports": {
        "$ref": "#/components/schemas/OpsGgr"
      },
      "activePlayers": {
        "type": "integer",
        "minimum": 0
      },
      "newPlayers": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "OpsOverview": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "generatedAt",
      "today",
      "week",
      "month",
      "pending",
      "daily"
    ],
    "properties": {
      "generatedAt": {
        "type": "string",
        "format": "date-time"
      },
      "today": {
        "$ref": "#/components/schemas/OpsPeriodFigures"
      },
      "week": {
        "$ref": "#/components/schemas/OpsPeriodFigures"
      },
      "month": {
        "$ref": "#/components/schemas/OpsPeriodFigures"
      },
      "pending": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "withdrawals",
          "deposits",
          "approvals"
        ],
        "properties": {
          "withdrawals": {
            "type": "integer",
            "minimum": 0
          },
          "deposits": {
            "type": "integer",
            "minimum": 0
          },
          "approvals": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "daily": {
        "type": "array",
        "description": "The last 30 days, oldest first, today last.",
        "items": {
          "$ref": "#/components/schemas/OpsDayFigures"
        }
      }
    }
  },
  "OpsOverviewResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsOverview"
      }
    }
  },
  "OpsPlayerDetail": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "usercode",
      "username",
      "email",
      "phone",
      "phoneVerified",
      "name",
      "surname",
      "birthDate",
      "country",
      "status",
      "statusReason",
      "createdAt",
      "lastLoginAt",
      "cash",
      "bonus",
      "hold",
      "pendingWithdrawals",
      "openSessions"
    ],
    "properties": {
      "id": {
        "type": "string",
        "format": "uuid"
      },
      "usercode": {
        "type": "string"
      },
      "username": {
        "type": "string"
      },
      "email": {
        "type": "string"
      },
      "phone": {
        "type": "string"
      },
      "phoneVerified": {
        "type": "boolean"
      },
      "name": {
        "type": "string"
      },
      "surname": {
        "type": "string"
      },
      "birthDate": {
        "type": [
          "string",
          "null"
        ],
        "format": "date"
      },
      "country": {
        "type": [
          "string",
          "null"
        ]
      },
      "status": {
        "type": "string",
        "enum": [
          "active",
          "suspended",
          "closed"
        ]
      },
      "statusReason": {
        "type": [
          "string",
          "null"
        ]
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "lastLoginAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "cash": {
        "$ref": "#/components/schemas/Money"
      },
      "bonus": {
        "$ref": "#/components/schemas/Money"
      },
      "hold": {
        "$ref": "#/components/schemas/Money"
      },
      "pendingWithdrawals": {
        "type": "integer",
        "minimum": 0
      },
      "openSessions": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "OpsPlayerDetailResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsPlayerDetail"
      }
    }
  },
  "OpsLedgerLine": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "at",
      "kind",
      "account",
      "amount",
      "balanceAfter",
      "entryId"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "at": {
        "type": "string",
        "format": "date-time"
      },
      "kind": {
        "type": "string",
        "description": "What the movement is (deposit, withdraw.request, bet, win, adjustment, ...)."
      },
      "account": {
        "type": "string",
        "enum": [
          "cash",
          "bonus",
          "hold"
        ]
      },
      "amount": {
        "$ref": "#/components/schemas/Money"
      },
      "balanceAfter": {
        "$ref": "#/components/schemas/Money"
      },
      "entryId": {
        "type": "string",
        "format": "uuid"
      }
    }
  },
  "OpsLedgerPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items",
          "total"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OpsLedgerLine"
            }
          },
          "total": {
            "type": "integer",
            "minimum": 0
          }
        }
      }
    }
  },
  "OpsPlayerSession": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "createdAt",
      "lastSeenAt",
      "endedAt",
      "ip",
      "userAgent",
      "open"
    ],
    "properties": {
      "id": {
        "type": "string",
        "format": "uuid"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "lastSeenAt": {
        "type": "string",
        "format": "date-time"
      },
      "endedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "ip": {
        "type": [
          "string",
          "null"
        ]
      },
      "userAgent": {
        "type": [
          "string",
          "null"
        ]
      },
      "open": {
        "type": "boolean"
      }
    }
  },
  "OpsPlayerSessionPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items",
          "total"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OpsPlayerSession"
            }
          },
          "total": {
            "type": "integer",
            "minimum": 0
          }
        }
      }
    }
  },
  "OpsPlayerNote": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "text",
      "author",
      "createdAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "text": {
        "type": "string"
      },
      "author": {
        "type": "string"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "OpsPlayerNoteRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "text"
    ],
    "properties": {
      "text": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000
      }
    }
  },
  "OpsPlayerNoteResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsPlayerNote"
      }
    }
  },
  "OpsPlayerNotePageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items",
          "total"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OpsPlayerNote"
            }
          },
          "total": {
            "type": "integer",
            "minimum": 0
          }
        }
      }
    }
  },
  "OpsPromotionText": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "title",
      "descriptionHtml"
    ],
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      },
      "descriptionHtml": {
        "type": "string",
        "maxLength": 20000,
        "description": "Rich text as HTML; sanitised by the server before it is stored."
      }
    }
  },
  "OpsPromotionTexts": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "tr"
    ],
    "properties": {
      "tr": {
        "$ref": "#/components/schemas/OpsPromotionText"
      },
      "en": {
        "$ref": "#/components/schemas/OpsPromotionText"
      }
    }
  },
  "OpsPromotion": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "slug",
      "sort",
      "enabled",
      "texts",
      "imageUrl",
      "updatedAt",
      "startsAt",
      "endsAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "slug": {
        "type": "string"
      },
      "sort": {
        "type": "integer"
      },
      "enabled": {
        "type": "boolean"
      },
      "texts": {
        "$ref": "#/components/schemas/OpsPromotionTexts"
      },
      "imageUrl": {
        "type": [
          "string",
          "null"
        ],
        "description": "The main image (type 2), if any."
      },
      "updatedAt": {
        "type": "string",
        "format": "date-time"
      },
      "startsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Shown from this instant; null for no start."
      },
      "endsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Shown until this instant (excluded); null for no end."
      }
    }
  },
  "OpsPromotionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsPromotion"
      }
    }
  },
  "OpsPromotionListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsPromotion"
        }
      }
    }
  },
  "OpsPromotionSaveRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "slug",
      "sort",
      "enabled",
      "texts"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647,
        "description": "The promotion to change; absent for a new one."
      },
      "slug": {
        "type": "string",
        "minLength": 2,
        "maxLength": 80,
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
      },
      "sort": {
        "type": "integer",
        "minimum": 0,
        "maximum": 100000
      },
      "enabled": {
        "type": "boolean"
      },
      "texts": {
        "$ref": "#/components/schemas/OpsPromotionTexts"
      },
      "imageUrl": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 500,
        "pattern": "^(/|https://)",
        "description": "The main image's address (a site path or an https URL); null removes it; absent keeps it."
      },
      "startsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Show the promotion (listed, and its page answered) from this instant (absent or null, no start). Applied when the player's request is served, so it appears at that minute on every instance."
      },
      "endsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Show the promotion (listed, and its page answered) until this instant (absent or null, no end); must be after startsAt."
      }
    }
  },
  "StudioGame": {
    "type": "string",
    "enum": [
      "slot",
      "roulette",
      "blackjack",
      "crash",
      "tombala",
      "keno",
      "live-roulette"
    ],
    "description": "Which of the studio's games."
  },
  "StudioLaunchToken": {
    "type": "string",
    "minLength": 16,
    "maxLength": 128,
    "pattern": "^[A-Za-z0-9_-]+$",
    "description": "The launch token of the game page's URL (`?token=`), issued by casino/studiolaunchurl."
  },
  "StudioRequestId": {
    "type": "string",
    "minLength": 8,
    "maxLength": 64,
    "pattern": "^[A-Za-z0-9_-]+$",
    "description": "The page's id for this play (a fresh UUID per click); a retry with the same id answers the same round and moves no money twice."
  },
  "StudioClientSeed": {
    "type": "string",
    "minLength": 1,
    "maxLength": 64,
    "pattern": "^[^\\u0000-\\u001f\\u007f]+$",
    "description": "The player's client seed (1 to 64 printable characters)."
  },
  "StudioTokenRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      }
    }
  },
  "StudioFairness": {
    "type": "object",
    "additionalProperties": false,
    "description": "The player's seed pair as the player may see it while playing with it.",
    "required": [
      "serverSeedHash",
      "clientSeed",
      "nonce"
    ],
    "properties": {
      "serverSeedHash": {
        "type": "string",
        "pattern": "^[0-9a-f]{64}$",
        "description": "SHA-256 of the server seed's hex text, committed before any round played with it."
      },
      "clientSeed": {
        "$ref": "#/components/schemas/StudioClientSeed"
      },
      "nonce": {
        "type": "integer",
        "minimum": 0,
        "description": "The nonce the next round will use."
      }
    }
  },
  "StudioRevealedSeedPair": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "serverSeed",
      "serverSeedHash",
      "clientSeed",
      "roundsPlayed"
    ],
    "properties": {
      "serverSeed": {
        "type": "string",
        "pattern": "^[0-9a-f]{64}$"
      },
      "serverSeedHash": {
        "type": "string",
        "pattern": "^[0-9a-f]{64}$"
      },
      "clientSeed": {
        "$ref": "#/components/schemas/StudioClientSeed"
      },
      "roundsPlayed": {
        "type": "integer",
        "minimum": 0,
        "description": "Rounds played with the pair used nonces 0 .. roundsPlayed - 1."
      }
    }
  },
  "StudioBetLimits": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "min",
      "max",
      "step"
    ],
    "properties": {
      "min": {
        "$ref": "#/components/schemas/Money"
      },
      "max": {
        "$ref": "#/components/schemas/Money"
      },
      "step": {
        "$ref": "#/components/schemas/Money",
        "description": "Every stake is a multiple of this (it makes every payout an exact kuruş amount)."
      }
    }
  },
  "StudioSession": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "game",
      "gameCode",
      "gameName",
      "currency",
      "balance",
      "fairness",
      "limits",
      "rtp",
      "unfinished",
      "recovered"
    ],
    "properties": {
      "game": {
        "$ref": "#/components/schemas/StudioGame"
      },
      "gameCode": {
        "type": "string"
      },
      "gameName": {
        "type": "string"
      },
      "currency": {
        "type": "string",
        "const": "TRY"
      },
      "balance": {
        "$ref": "#/components/schemas/Money",
        "description": "Cash plus bonus money, what the game shows."
      },
      "fairness": {
        "$ref": "#/components/schemas/StudioFairness"
      },
      "limits": {
        "$ref": "#/components/schemas/StudioBetLimits"
      },
      "rtp": {
        "type": "number",
        "description": "The game's declared return to player, in percent (exact to the digits shown)."
      },
      "unfinished": {
        "description": "The round still in play (a blackjack hand waiting for a decision), or null.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/StudioRound"
          },
          {
            "type": "null"
          }
        ]
      },
      "recovered": {
        "type": "array",
        "description": "Ids of interrupted rounds this call completed or rolled back.",
        "items": {
          "type": "string"
        }
      }
    }
  },
  "StudioSessionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/StudioSession"
      }
    }
  },
  "StudioRotateSeedsRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "clientSeed": {
        "$ref": "#/components/schemas/StudioClientSeed"
      }
    }
  },
  "StudioRotateSeeds": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "revealed",
      "fairness"
    ],
    "properties": {
      "revealed": {
        "$ref": "#/components/schemas/StudioRevealedSeedPair"
      },
      "fairness": {
        "$ref": "#/components/schemas/StudioFairness"
      }
    }
  },
  "StudioRotateSeedsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/StudioRotateSeeds"
      }
    }
  },
  "StudioSlotSpinRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "requestId",
      "bet"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "requestId": {
        "$ref": "#/components/schemas/StudioRequestId"
      },
      "bet": {
        "$ref": "#/components/schemas/Money",
        "description": "The total bet (20 lines or 20 units; a multiple of 0.20)."
      }
    }
  },
  "StudioRouletteBetKind": {
    "type": "string",
    "enum": [
      "straight",
      "split",
      "street",
      "corner",
      "six-line",
      "column",
      "dozen",
      "red",
      "black",
      "even",
      "odd",
      "low",
      "high"
    ]
  },
  "StudioRouletteBet": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "amount"
    ],
    "description": "Inside bets (straight, split, street, corner, six-line) name their numbers; column and dozen name their index 1..3; the even-money bets name nothing else. Zero bets follow the European layout (0-1, 0-2, 0-3 splits, 0-1-2 and 0-2-3 streets, the 0-1-2-3 corner).",
    "properties": {
      "kind": {
        "$ref": "#/components/schemas/StudioRouletteBetKind"
      },
      "numbers": {
        "type": "array",
        "minItems": 1,
        "maxItems": 6,
        "items": {
          "type": "integer",
          "minimum": 0,
          "maximum": 36
        }
      },
      "index": {
        "type": "integer",
        "enum": [
          1,
          2,
          3
        ]
      },
      "amount": {
        "$ref": "#/components/schemas/Money"
      }
    }
  },
  "StudioRouletteSpinRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "requestId",
      "bets"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "requestId": {
        "$ref": "#/components/schemas/StudioRequestId"
      },
      "bets": {
        "type": "array",
        "minItems": 1,
        "maxItems": 200,
        "items": {
          "$ref": "#/components/schemas/StudioRouletteBet"
        }
      }
    }
  },
  "StudioBlackjackDealRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "requestId",
      "bet"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "requestId": {
        "$ref": "#/components/schemas/StudioRequestId"
      },
      "bet": {
        "$ref": "#/components/schemas/Money",
        "description": "The original bet (a multiple of 0.02)."
      }
    }
  },
  "StudioBlackjackAction": {
    "type": "string",
    "enum": [
      "hit",
      "stand",
      "double",
      "split",
      "insurance",
      "no-insurance"
    ]
  },
  "StudioBlackjackActionRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "roundId",
      "action",
      "step"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "roundId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100
      },
      "action": {
        "$ref": "#/components/schemas/StudioBlackjackAction"
      },
      "step": {
        "type": "integer",
        "minimum": 0,
        "maximum": 100,
        "description": "How many decisions the round had when the player chose this one."
      }
    }
  },
  "StudioCrashBetRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "requestId",
      "bet"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "requestId": {
        "$ref": "#/components/schemas/StudioRequestId"
      },
      "bet": {
        "$ref": "#/components/schemas/Money",
        "description": "Whole lira (a multiple of 1.00)."
      },
      "autoCashOut": {
        "type": "number",
        "minimum": 1.01,
        "maximum": 1000000,
        "description": "Cash out automatically at this multiplier (two decimals), when reached."
      }
    }
  },
  "StudioRoundLookupRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "roundId"
    ],
    "properties": {
      "roundId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100
      }
    }
  },
  "StudioRoundFairness": {
    "type": "object",
    "additionalProperties": false,
    "description": "The seeds of one round. `serverSeed` is null until the player rotated the pair (crash - until the round crashed).",
    "required": [
      "serverSeedHash",
      "serverSeed",
      "clientSeed",
      "nonce"
    ],
    "properties": {
      "serverSeedHash": {
        "type": "string",
        "description": "The commitment shown before the round (for crash, the previous seed of the hash chain)."
      },
      "serverSeed": {
        "type": [
          "string",
          "null"
        ]
      },
      "clientSeed": {
        "type": "string",
        "description": "The player's client seed (for crash, the chain's public salt)."
      },
      "nonce": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "description": "The round's nonce (for crash, the round number); null before the outcome is drawn."
      }
    }
  },
  "StudioJackpotWin": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "pool",
      "level",
      "amount"
    ],
    "properties": {
      "pool": {
        "type": "string"
      },
      "level": {
        "type": "integer",
        "minimum": 1,
        "maximum": 4,
        "description": "1 grand, 2 major, 3 minor, 4 mini."
      },
      "amount": {
        "$ref": "#/components/schemas/Money"
      }
    }
  },
  "StudioSlotLineWin": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "line",
      "symbol",
      "count",
      "units"
    ],
    "properties": {
      "line": {
        "type": "integer",
        "minimum": 1,
        "maximum": 20
      },
      "symbol": {
        "type": "string"
      },
      "count": {
        "type": "integer"
      },
      "units": {
        "type": "integer",
        "description": "Line bets won."
      }
    }
  },
  "StudioSlotSpin": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "stops",
      "grid",
      "lineWins",
      "scatters",
      "freeSpinsAwarded",
      "multiplier",
      "winUnits"
    ],
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "base",
          "free"
        ]
      },
      "stops": {
        "type": "array",
        "items": {
          "type": "integer"
        }
      },
      "grid": {
        "type": "array",
        "description": "Symbol codes per reel, top to bottom (W wild, S scatter).",
        "items": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "lineWins": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioSlotLineWin"
        }
      },
      "scatters": {
        "type": "integer"
      },
      "freeSpinsAwarded": {
        "type": "integer"
      },
      "multiplier": {
        "type": "integer"
      },
      "winUnits": {
        "type": "integer"
      }
    }
  },
  "StudioSlotOutcome": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "game",
      "lineBet",
      "base",
      "freeSpins",
      "winUnits"
    ],
    "properties": {
      "game": {
        "type": "string",
        "const": "slot"
      },
      "lineBet": {
        "$ref": "#/components/schemas/Money"
      },
      "base": {
        "$ref": "#/components/schemas/StudioSlotSpin"
      },
      "freeSpins": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioSlotSpin"
        }
      },
      "winUnits": {
        "type": "integer"
      }
    }
  },
  "StudioWaysWin": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "symbol",
      "count",
      "ways",
      "units"
    ],
    "properties": {
      "symbol": {
        "type": "string"
      },
      "count": {
        "type": "integer",
        "description": "Reels matched from the leftmost."
      },
      "ways": {
        "type": "integer",
        "description": "The product of the matching cells on those reels."
      },
      "units": {
        "type": "integer",
        "description": "Units won (pay per way x ways) before the spin's multiplier; 20 units = the bet."
      }
    }
  },
  "StudioWaysSpin": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "stops",
      "grid",
      "wins",
      "scatters",
      "scatterUnits",
      "freeSpinsAwarded",
      "multiplier",
      "winUnits"
    ],
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "base",
          "free"
        ]
      },
      "stops": {
        "type": "array",
        "items": {
          "type": "integer"
        }
      },
      "grid": {
        "type": "array",
        "description": "Symbol codes per reel, top to bottom (W lantern wild, S moon scatter).",
        "items": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "wins": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioWaysWin"
        }
      },
      "scatters": {
        "type": "integer"
      },
      "scatterUnits": {
        "type": "integer"
      },
      "freeSpinsAwarded": {
        "type": "integer"
      },
      "multiplier": {
        "type": "integer"
      },
      "winUnits": {
        "type": "integer"
      }
    }
  },
  "StudioWaysOutcome": {
    "type": "object",
    "additionalProperties": false,
    "description": "Boğaz Gecesi (studio-bosphorus) - 243 ways, free spins on a multiplier climbing x1 to x5.",
    "required": [
      "game",
      "unit",
      "base",
      "freeSpins",
      "winUnits"
    ],
    "properties": {
      "game": {
        "type": "string",
        "const": "bosphorus"
      },
      "unit": {
        "$ref": "#/components/schemas/Money",
        "description": "One unit (the bet / 20)."
      },
      "base": {
        "$ref": "#/components/schemas/StudioWaysSpin"
      },
      "freeSpins": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioWaysSpin"
        }
      },
      "winUnits": {
        "type": "integer"
      }
    }
  },
  "StudioHoldCoin": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "cell",
      "units",
      "label"
    ],
    "properties": {
      "cell": {
        "type": "integer",
        "description": "reel x 3 + row."
      },
      "units": {
        "type": "integer"
      },
      "label": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "mini",
          "major",
          null
        ]
      }
    }
  },
  "StudioHoldRespin": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "landed",
      "respinsLeft"
    ],
    "properties": {
      "landed": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioHoldCoin"
        }
      },
      "respinsLeft": {
        "type": "integer"
      }
    }
  },
  "StudioHoldFeature": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "respins",
      "coins",
      "full",
      "coinUnits",
      "grandUnits"
    ],
    "properties": {
      "respins": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioHoldRespin"
        }
      },
      "coins": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioHoldCoin"
        }
      },
      "full": {
        "type": "boolean"
      },
      "coinUnits": {
        "type": "integer"
      },
      "grandUnits": {
        "type": "integer"
      }
    }
  },
  "StudioHoldAndWinOutcome": {
    "type": "object",
    "additionalProperties": false,
    "description": "Kapalıçarşı Hazinesi (studio-bazaar) - 20 lines, 6+ coins start the hold-and-win respins.",
    "required": [
      "game",
      "unit",
      "stops",
      "grid",
      "lineWins",
      "lineUnits",
      "coins",
      "feature",
      "winUnits"
    ],
    "properties": {
      "game": {
        "type": "string",
        "const": "bazaar"
      },
      "unit": {
        "$ref": "#/components/schemas/Money",
        "description": "One unit (a line bet, the bet / 20)."
      },
      "stops": {
        "type": "array",
        "items": {
          "type": "integer"
        }
      },
      "grid": {
        "type": "array",
        "description": "Symbol codes per reel, top to bottom (W lamp wild, O coin).",
        "items": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "lineWins": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioSlotLineWin"
        }
      },
      "lineUnits": {
        "type": "integer"
      },
      "coins": {
        "type": "array",
        "description": "The paid spin's coins with their values (paid only when six or more start the feature).",
        "items": {
          "$ref": "#/components/schemas/StudioHoldCoin"
        }
      },
      "feature": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/StudioHoldFeature"
          },
          {
            "type": "null"
          }
        ]
      },
      "winUnits": {
        "type": "integer"
      }
    }
  },
  "StudioRouletteResult": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "bet",
      "covered",
      "won",
      "payout"
    ],
    "properties": {
      "bet": {
        "$ref": "#/components/schemas/StudioRouletteBet"
      },
      "covered": {
        "type": "array",
        "items": {
          "type": "integer"
        }
      },
      "won": {
        "type": "boolean"
      },
      "payout": {
        "$ref": "#/components/schemas/Money",
        "description": "Stake plus winnings, or 0."
      }
    }
  },
  "StudioRouletteOutcome": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "game",
      "pocket",
      "color",
      "results"
    ],
    "properties": {
      "game": {
        "type": "string",
        "const": "roulette"
      },
      "pocket": {
        "type": "integer",
        "minimum": 0,
        "maximum": 36
      },
      "color": {
        "type": "string",
        "enum": [
          "green",
          "red",
          "black"
        ]
      },
      "results": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioRouletteResult"
        }
      }
    }
  },
  "StudioBlackjackHand": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "cards",
      "total",
      "soft",
      "wager",
      "doubled",
      "fromSplit",
      "done",
      "result"
    ],
    "properties": {
      "cards": {
        "type": "array",
        "description": "Card codes 0..51 (suit = floor(code / 13) spades, hearts, diamonds, clubs; rank = code % 13 + 1).",
        "items": {
          "type": "integer"
        }
      },
      "total": {
        "type": "integer"
      },
      "soft": {
        "type": "boolean"
      },
      "wager": {
        "$ref": "#/components/schemas/Money"
      },
      "doubled": {
        "type": "boolean"
      },
      "fromSplit": {
        "type": "boolean"
      },
      "done": {
        "type": "boolean"
      },
      "result": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "blackjack",
          "win",
          "push",
          "lose",
          "bust",
          null
        ]
      }
    }
  },
  "StudioBlackjackOutcome": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "game",
      "phase",
      "dealer",
      "dealerTotal",
      "hands",
      "active",
      "insurance",
      "legalActions",
      "actions"
    ],
    "properties": {
      "game": {
        "type": "string",
        "const": "blackjack"
      },
      "phase": {
        "type": "string",
        "enum": [
          "insurance",
          "player",
          "settled"
        ]
      },
      "dealer": {
        "type": "array",
        "description": "The dealer's cards; the hole card is null until the round is settled.",
        "items": {
          "type": [
            "integer",
            "null"
          ]
        }
      },
      "dealerTotal": {
        "type": [
          "integer",
          "null"
        ],
        "description": "The dealer's final total once settled (the up card's value before)."
      },
      "hands": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioBlackjackHand"
        }
      },
      "active": {
        "type": "integer"
      },
      "insurance": {
        "type": "string",
        "enum": [
          "not-offered",
          "offered",
          "taken",
          "declined"
        ]
      },
      "legalActions": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioBlackjackAction"
        }
      },
      "actions": {
        "type": "array",
        "description": "The player's decisions so far (with the seeds they replay the round).",
        "items": {
          "$ref": "#/components/schemas/StudioBlackjackAction"
        }
      }
    }
  },
  "StudioCrashOutcome": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "game",
      "roundNumber",
      "crashPoint",
      "autoCashOut",
      "cashedOutAt"
    ],
    "properties": {
      "game": {
        "type": "string",
        "const": "crash"
      },
      "roundNumber": {
        "type": "integer"
      },
      "crashPoint": {
        "type": [
          "number",
          "null"
        ],
        "description": "The multiplier the round crashed at (null while it runs)."
      },
      "autoCashOut": {
        "type": [
          "number",
          "null"
        ]
      },
      "cashedOutAt": {
        "type": [
          "number",
          "null"
        ],
        "description": "The multiplier the player cashed out at, or null."
      }
    }
  },
  "StudioTombalaStateRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "roomId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 40
      }
    }
  },
  "StudioTombalaBuyRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "requestId",
      "roomId",
      "count"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "requestId": {
        "$ref": "#/components/schemas/StudioRequestId"
      },
      "roomId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 40
      },
      "count": {
        "type": "integer",
        "minimum": 1,
        "maximum": 24
      }
    }
  },
  "StudioTombalaCard": {
    "type": "array",
    "description": "3 rows of 9 cells; 0 is an empty cell.",
    "minItems": 3,
    "maxItems": 3,
    "items": {
      "type": "array",
      "minItems": 9,
      "maxItems": 9,
      "items": {
        "type": "integer",
        "minimum": 0,
        "maximum": 90
      }
    }
  },
  "StudioTombalaPrize": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "prize",
      "amount",
      "ball",
      "winners"
    ],
    "properties": {
      "prize": {
        "type": "string",
        "enum": [
          "cinko",
          "ikinci",
          "tombala"
        ]
      },
      "amount": {
        "type": [
          "number",
          "null"
        ],
        "description": "The prize (shared between its winning tickets); null while a pool room is still selling."
      },
      "ball": {
        "type": [
          "integer",
          "null"
        ],
        "description": "The ball count at which it fell, once that ball was drawn."
      },
      "winners": {
        "type": "array",
        "description": "The winning ticket numbers, once its ball was drawn.",
        "items": {
          "type": "integer"
        }
      }
    }
  },
  "StudioTombalaGame": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "gameId",
      "roomId",
      "phase",
      "salesEndAt",
      "drawStartsAt",
      "ballMs",
      "ticketPrice",
      "ticketsSold",
      "prizeMode",
      "prizes",
      "balls",
      "seedHash",
      "seed",
      "salt",
      "now"
    ],
    "properties": {
      "gameId": {
        "type": "integer"
      },
      "roomId": {
        "type": "string"
      },
      "phase": {
        "type": "string",
        "enum": [
          "selling",
          "drawing",
          "finished"
        ]
      },
      "salesEndAt": {
        "type": "string",
        "format": "date-time"
      },
      "drawStartsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "ballMs": {
        "type": "integer",
        "description": "One ball is drawn every ballMs from drawStartsAt."
      },
      "ticketPrice": {
        "$ref": "#/components/schemas/Money"
      },
      "ticketsSold": {
        "type": "integer"
      },
      "prizeMode": {
        "type": "string",
        "enum": [
          "pool",
          "fixed"
        ]
      },
      "prizes": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioTombalaPrize"
        }
      },
      "balls": {
        "type": "array",
        "description": "The balls drawn so far, in order.",
        "items": {
          "type": "integer"
        }
      },
      "seedHash": {
        "type": "string",
        "description": "SHA-256 of the game's seed, shown before the first ticket is sold."
      },
      "seed": {
        "type": [
          "string",
          "null"
        ],
        "description": "The game's seed, revealed once the game finished (cards and draw recompute from it)."
      },
      "salt": {
        "type": "string",
        "description": "The game's public salt (the client seed of the draw and of every ticket)."
      },
      "now": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "StudioTombalaRoom": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "roomId",
      "name",
      "ticketPrice",
      "maxTickets",
      "prizeMode",
      "phase",
      "salesEndAt",
      "ticketsSold"
    ],
    "properties": {
      "roomId": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "ticketPrice": {
        "$ref": "#/components/schemas/Money"
      },
      "maxTickets": {
        "type": "integer"
      },
      "prizeMode": {
        "type": "string",
        "enum": [
          "pool",
          "fixed"
        ]
      },
      "phase": {
        "type": "string",
        "enum": [
          "selling",
          "drawing",
          "finished"
        ]
      },
      "salesEndAt": {
        "type": "string",
        "format": "date-time"
      },
      "ticketsSold": {
        "type": "integer"
      }
    }
  },
  "StudioTombalaTicket": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "ticketNo",
      "roundId",
      "card",
      "prize"
    ],
    "properties": {
      "ticketNo": {
        "type": "integer"
      },
      "roundId": {
        "type": "string"
      },
      "card": {
        "$ref": "#/components/schemas/StudioTombalaCard"
      },
      "prize": {
        "type": [
          "number",
          "null"
        ],
        "description": "What the ticket won, once the game finished."
      }
    }
  },
  "StudioTombalaHistoryItem": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "gameId",
      "balls",
      "seed",
      "finishedAt"
    ],
    "properties": {
      "gameId": {
        "type": "integer"
      },
      "balls": {
        "type": "array",
        "items": {
          "type": "integer"
        }
      },
      "seed": {
        "type": "string"
      },
      "finishedAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "StudioTombalaState": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "rooms",
      "game",
      "myTickets",
      "history",
      "balance",
      "limits"
    ],
    "properties": {
      "rooms": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioTombalaRoom"
        }
      },
      "game": {
        "$ref": "#/components/schemas/StudioTombalaGame"
      },
      "myTickets": {
        "type": "array",
        "description": "The player's tickets in this game (or, while the next game sells, in the one just finished).",
        "items": {
          "$ref": "#/components/schemas/StudioTombalaTicket"
        }
      },
      "history": {
        "type": "array",
        "description": "The room's last finished games, newest first.",
        "items": {
          "$ref": "#/components/schemas/StudioTombalaHistoryItem"
        }
      },
      "balance": {
        "$ref": "#/components/schemas/Money"
      },
      "limits": {
        "$ref": "#/components/schemas/StudioBetLimits"
      }
    }
  },
  "StudioTombalaStateResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/StudioTombalaState"
      }
    }
  },
  "StudioTombalaOutcome": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "game",
      "roomId",
      "gameId",
      "tickets",
      "balls",
      "prizes"
    ],
    "properties": {
      "game": {
        "type": "string",
        "const": "tombala"
      },
      "roomId": {
        "type": "string"
      },
      "gameId": {
        "type": "integer"
      },
      "tickets": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioTombalaTicket"
        }
      },
      "balls": {
        "type": "array",
        "description": "The whole draw up to the tombala ball (empty until the game finished).",
        "items": {
          "type": "integer"
        }
      },
      "prizes": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioTombalaPrize"
        }
      }
    }
  },
  "StudioKenoBetSpec": {
    "type": "object",
    "additionalProperties": false,
    "description": "A keno bet: spots (1 to 8 distinct numbers of 1..80), colour (of the first ball) or total (of the 20 balls, over or under 810).",
    "required": [
      "kind"
    ],
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "spots",
          "colour",
          "total"
        ]
      },
      "numbers": {
        "type": "array",
        "minItems": 1,
        "maxItems": 8,
        "items": {
          "type": "integer",
          "minimum": 1,
          "maximum": 80
        }
      },
      "colour": {
        "type": "string",
        "enum": [
          "red",
          "yellow",
          "green",
          "blue"
        ],
        "description": "red 1-20, yellow 21-40, green 41-60, blue 61-80."
      },
      "side": {
        "type": "string",
        "enum": [
          "over",
          "under"
        ]
      }
    }
  },
  "StudioKenoBetRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "requestId",
      "drawNo",
      "bet",
      "stake"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "requestId": {
        "$ref": "#/components/schemas/StudioRequestId"
      },
      "drawNo": {
        "type": "integer",
        "minimum": 0,
        "description": "The draw the bet is for (the one taking bets); a bet arriving after its bets closed is refused."
      },
      "bet": {
        "$ref": "#/components/schemas/StudioKenoBetSpec"
      },
      "stake": {
        "$ref": "#/components/schemas/Money"
      }
    }
  },
  "StudioKenoResultsRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "limit": {
        "type": "integer",
        "minimum": 1,
        "maximum": 50,
        "default": 20
      }
    }
  },
  "StudioKenoBall": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "number",
      "at"
    ],
    "properties": {
      "number": {
        "type": "integer",
        "minimum": 1,
        "maximum": 80
      },
      "at": {
        "type": "string",
        "format": "date-time",
        "description": "The moment every page shows this ball."
      }
    }
  },
  "StudioKenoDraw": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "drawNo",
      "phase",
      "opensAt",
      "betsCloseAt",
      "drawStartsAt",
      "ballMs",
      "lastBallAt",
      "endsAt",
      "balls",
      "seedHash",
      "seed",
      "salt",
      "now"
    ],
    "properties": {
      "drawNo": {
        "type": "integer"
      },
      "phase": {
        "type": "string",
        "enum": [
          "betting",
          "drawing",
          "result"
        ]
      },
      "opensAt": {
        "type": "string",
        "format": "date-time"
      },
      "betsCloseAt": {
        "type": "string",
        "format": "date-time"
      },
      "drawStartsAt": {
        "type": "string",
        "format": "date-time"
      },
      "ballMs": {
        "type": "integer",
        "description": "One ball is shown every ballMs from drawStartsAt."
      },
      "lastBallAt": {
        "type": "string",
        "format": "date-time"
      },
      "endsAt": {
        "type": "string",
        "format": "date-time",
        "description": "The next draw opens."
      },
      "balls": {
        "type": "array",
        "description": "Empty while bets are taken; from the close, the 20 balls in order with the moment each is shown.",
        "items": {
          "$ref": "#/components/schemas/StudioKenoBall"
        }
      },
      "seedHash": {
        "type": "string",
        "description": "SHA-256 of the draw's seed, shown before bets close."
      },
      "seed": {
        "type": [
          "string",
          "null"
        ],
        "description": "The draw's seed, revealed once every bet of the draw was paid."
      },
      "salt": {
        "type": "string",
        "description": "The draw's public salt (the client seed of its stream, nonce 0)."
      },
      "now": {
        "type": "string",
        "format": "date-time",
        "description": "The server's clock when answered (pages align their animation with it)."
      }
    }
  },
  "StudioKenoBet": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "roundId",
      "drawNo",
      "bet",
      "stake",
      "status",
      "win",
      "hits"
    ],
    "properties": {
      "roundId": {
        "type": "string"
      },
      "drawNo": {
        "type": "integer"
      },
      "bet": {
        "$ref": "#/components/schemas/StudioKenoBetSpec"
      },
      "stake": {
        "$ref": "#/components/schemas/Money"
      },
      "status": {
        "type": "string",
        "enum": [
          "open",
          "settled",
          "cancelled"
        ]
      },
      "win": {
        "type": [
          "number",
          "null"
        ],
        "description": "What the bet paid, once the draw was paid."
      },
      "hits": {
        "type": [
          "array",
          "null"
        ],
        "description": "Spots - the numbers picked that were drawn, once the draw was paid.",
        "items": {
          "type": "integer"
        }
      }
    }
  },
  "StudioKenoResult": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "drawNo",
      "balls",
      "total",
      "firstColour",
      "seed",
      "seedHash",
      "salt",
      "endedAt"
    ],
    "properties": {
      "drawNo": {
        "type": "integer"
      },
      "balls": {
        "type": "array",
        "items": {
          "type": "integer"
        }
      },
      "total": {
        "type": "integer"
      },
      "firstColour": {
        "type": "string",
        "enum": [
          "red",
          "yellow",
          "green",
          "blue"
        ]
      },
      "seed": {
        "type": "string"
      },
      "seedHash": {
        "type": "string"
      },
      "salt": {
        "type": "string"
      },
      "endedAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "StudioKenoPaytableRow": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "picks",
      "pays"
    ],
    "properties": {
      "picks": {
        "type": "integer"
      },
      "pays": {
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "hits",
            "multiplier"
          ],
          "properties": {
            "hits": {
              "type": "integer"
            },
            "multiplier": {
              "type": "number"
            }
          }
        }
      }
    }
  },
  "StudioKenoPaytable": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "spots",
      "colour",
      "total",
      "totalLine"
    ],
    "properties": {
      "spots": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioKenoPaytableRow"
        }
      },
      "colour": {
        "type": "number",
        "description": "What a winning colour bet pays (stake included)."
      },
      "total": {
        "type": "number",
        "description": "What a winning over/under bet pays (stake included)."
      },
      "totalLine": {
        "type": "integer",
        "description": "The line of the over/under bet (a total equal to it loses both)."
      }
    }
  },
  "StudioKenoState": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "draw",
      "myBets",
      "results",
      "paytable",
      "balance",
      "limits"
    ],
    "properties": {
      "draw": {
        "$ref": "#/components/schemas/StudioKenoDraw"
      },
      "myBets": {
        "type": "array",
        "description": "The player's bets of this draw and the one before it, newest first.",
        "items": {
          "$ref": "#/components/schemas/StudioKenoBet"
        }
      },
      "results": {
        "type": "array",
        "description": "The last finished draws, newest first.",
        "items": {
          "$ref": "#/components/schemas/StudioKenoResult"
        }
      },
      "paytable": {
        "$ref": "#/components/schemas/StudioKenoPaytable"
      },
      "balance": {
        "$ref": "#/components/schemas/Money"
      },
      "limits": {
        "$ref": "#/components/schemas/StudioBetLimits"
      }
    }
  },
  "StudioKenoStateResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/StudioKenoState"
      }
    }
  },
  "StudioKenoResultsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioKenoResult"
        }
      }
    }
  },
  "StudioKenoOutcome": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "game",
      "drawNo",
      "bet",
      "balls",
      "total",
      "firstColour",
      "hits",
      "multiplier"
    ],
    "properties": {
      "game": {
        "type": "string",
        "const": "keno"
      },
      "drawNo": {
        "type": [
          "integer",
          "null"
        ],
        "description": "The draw (null for typed-in seeds)."
      },
      "bet": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/StudioKenoBetSpec"
          },
          {
            "type": "null"
          }
        ]
      },
      "balls": {
        "type": "array",
        "description": "The 20 balls in order (empty until the draw was paid).",
        "items": {
          "type": "integer"
        }
      },
      "total": {
        "type": [
          "integer",
          "null"
        ]
      },
      "firstColour": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "red",
          "yellow",
          "green",
          "blue",
          null
        ]
      },
      "hits": {
        "type": "array",
        "description": "Spots - the numbers picked that were drawn.",
        "items": {
          "type": "integer"
        }
      },
      "multiplier": {
        "type": [
          "number",
          "null"
        ],
        "description": "What the bet paid per lira staked (0 - lost); null until paid or without a bet."
      }
    }
  },
  "StudioLiveRouletteSpin": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "spinNo",
      "phase",
      "opensAt",
      "betsCloseAt",
      "resultAt",
      "endsAt",
      "pocket",
      "color",
      "seedHash",
      "seed",
      "salt",
      "now"
    ],
    "properties": {
      "spinNo": {
        "type": "integer"
      },
      "phase": {
        "type": "string",
        "enum": [
          "betting",
          "spinning",
          "result"
        ]
      },
      "opensAt": {
        "type": "string",
        "format": "date-time"
      },
      "betsCloseAt": {
        "type": "string",
        "format": "date-time"
      },
      "resultAt": {
        "type": "string",
        "format": "date-time",
        "description": "The wheel lands on the pocket (every page shows the result then)."
      },
      "endsAt": {
        "type": "string",
        "format": "date-time",
        "description": "The next spin opens."
      },
      "pocket": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "maximum": 36,
        "description": "Null while bets are taken; from the close, the pocket the wheel lands on at resultAt."
      },
      "color": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "red",
          "black",
          "green",
          null
        ]
      },
      "seedHash": {
        "type": "string",
        "description": "SHA-256 of the spin's seed, shown before bets close."
      },
      "seed": {
        "type": [
          "string",
          "null"
        ],
        "description": "The spin's seed, revealed once every bet of the spin was paid."
      },
      "salt": {
        "type": "string",
        "description": "The spin's public salt (the client seed of its stream, nonce 0)."
      },
      "now": {
        "type": "string",
        "format": "date-time",
        "description": "The server's clock when answered (pages align their countdown and wheel with it)."
      }
    }
  },
  "StudioLiveRouletteBets": {
    "type": "object",
    "additionalProperties": false,
    "description": "One placement of chips on a spin (one round of the game history).",
    "required": [
      "roundId",
      "spinNo",
      "bets",
      "stake",
      "status",
      "win"
    ],
    "properties": {
      "roundId": {
        "type": "string"
      },
      "spinNo": {
        "type": "integer"
      },
      "bets": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioRouletteBet"
        }
      },
      "stake": {
        "$ref": "#/components/schemas/Money"
      },
      "status": {
        "type": "string",
        "enum": [
          "open",
          "settled",
          "cancelled"
        ]
      },
      "win": {
        "type": [
          "number",
          "null"
        ],
        "description": "What the placement paid, once the spin was paid."
      }
    }
  },
  "StudioLiveRouletteResult": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "spinNo",
      "pocket",
      "color",
      "seed",
      "seedHash",
      "salt",
      "endedAt"
    ],
    "properties": {
      "spinNo": {
        "type": "integer"
      },
      "pocket": {
        "type": "integer"
      },
      "color": {
        "type": "string",
        "enum": [
          "red",
          "black",
          "green"
        ]
      },
      "seed": {
        "type": "string"
      },
      "seedHash": {
        "type": "string"
      },
      "salt": {
        "type": "string"
      },
      "endedAt": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "StudioLiveRouletteState": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "spin",
      "myBets",
      "results",
      "balance",
      "limits"
    ],
    "properties": {
      "spin": {
        "$ref": "#/components/schemas/StudioLiveRouletteSpin"
      },
      "myBets": {
        "type": "array",
        "description": "The player's placements on this spin and the one before it, newest first.",
        "items": {
          "$ref": "#/components/schemas/StudioLiveRouletteBets"
        }
      },
      "results": {
        "type": "array",
        "description": "The last finished spins, newest first.",
        "items": {
          "$ref": "#/components/schemas/StudioLiveRouletteResult"
        }
      },
      "balance": {
        "$ref": "#/components/schemas/Money"
      },
      "limits": {
        "$ref": "#/components/schemas/StudioBetLimits"
      }
    }
  },
  "StudioLiveRouletteStateResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/StudioLiveRouletteState"
      }
    }
  },
  "StudioLiveRouletteBetRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "requestId",
      "spinNo",
      "bets"
    ],
    "properties": {
      "token": {
        "$ref": "#/components/schemas/StudioLaunchToken"
      },
      "requestId": {
        "$ref": "#/components/schemas/StudioRequestId"
      },
      "spinNo": {
        "type": "integer",
        "minimum": 0,
        "description": "The spin the chips are for (the one taking bets); chips arriving after its bets closed are refused."
      },
      "bets": {
        "type": "array",
        "minItems": 1,
        "maxItems": 200,
        "items": {
          "$ref": "#/components/schemas/StudioRouletteBet"
        }
      }
    }
  },
  "StudioOutcome": {
    "oneOf": [
      {
        "$ref": "#/components/schemas/StudioTombalaOutcome"
      },
      {
        "$ref": "#/components/schemas/StudioKenoOutcome"
      },
      {
        "$ref": "#/components/schemas/StudioSlotOutcome"
      },
      {
        "$ref": "#/components/schemas/StudioRouletteOutcome"
      },
      {
        "$ref": "#/components/schemas/StudioBlackjackOutcome"
      },
      {
        "$ref": "#/components/schemas/StudioCrashOutcome"
      },
      {
        "$ref": "#/components/schemas/StudioWaysOutcome"
      },
      {
        "$ref": "#/components/schemas/StudioHoldAndWinOutcome"
      }
    ]
  },
  "StudioRound": {
    "type": "object",
    "additionalProperties": false,
    "description": "One round of a studio game, as played and as recalled from the history.",
    "required": [
      "roundId",
      "game",
      "gameCode",
      "status",
      "bet",
      "win",
      "balanceBefore",
      "balanceAfter",
      "balance",
      "jackpots",
      "fairness",
      "outcome",
      "startedAt",
      "endedAt"
    ],
    "properties": {
      "roundId": {
        "type": "string",
        "description": "The round id of the game history (`studio:<uuid>`)."
      },
      "game": {
        "$ref": "#/components/schemas/StudioGame"
      },
      "gameCode": {
        "type": "string"
      },
      "status": {
        "type": "string",
        "enum": [
          "open",
          "settled",
          "cancelled"
        ],
        "description": "open while a decision (blackjack) or the crash is pending."
      },
      "bet": {
        "$ref": "#/components/schemas/Money",
        "description": "Everything staked in the round."
      },
      "win": {
        "$ref": "#/components/schemas/Money",
        "description": "Everything paid back by the game (stakes included), jackpots excluded."
      },
      "balanceBefore": {
        "$ref": "#/components/schemas/Money"
      },
      "balanceAfter": {
        "$ref": "#/components/schemas/Money",
        "description": "The balance after the round's last wallet movement (so far)."
      },
      "balance": {
        "$ref": "#/components/schemas/Money",
        "description": "The player's balance now."
      },
      "jackpots": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/StudioJackpotWin"
        }
      },
      "fairness": {
        "$ref": "#/components/schemas/StudioRoundFairness"
      },
      "outcome": {
        "description": "What the game decided (null while the stake is being taken and nothing is drawn yet).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/StudioOutcome"
          },
          {
            "type": "null"
          }
        ]
      },
      "startedAt": {
        "type": "string",
        "format": "date-time"
      },
      "endedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      }
    }
  },
  "StudioRoundResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/StudioRound"
      }
    }
  },
  "StudioCrashRound": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "roundNumber",
      "phase",
      "bettingEndsAt",
      "startedAt",
      "crashedAt",
      "multiplier",
      "crashPoint",
      "previousSeed",
      "seed",
      "salt",
      "now"
    ],
    "properties": {
      "roundNumber": {
        "type": "integer"
      },
      "phase": {
        "type": "string",
        "enum": [
          "betting",
          "running",
          "crashed"
        ]
      },
      "bettingEndsAt": {
        "type": "string",
        "format": "date-time"
      },
      "startedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "crashedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "multiplier": {
        "type": "number",
        "description": "The multiplier now (1.00 while betting; the crash point once crashed)."
      },
      "crashPoint": {
        "type": [
          "number",
          "null"
        ],
        "description": "Known only once the round crashed."
      },
      "previousSeed": {
        "type": "string",
        "description": "The commitment of this round's seed (the seed revealed by the previous round, or the chain's s_0)."
      },
      "seed": {
        "type": [
          "string",
          "null"
        ],
        "description": "This round's chain seed, revealed when it crashed (SHA-256(seed) = previousSeed)."
      },
      "salt": {
        "type": "string",
        "description": "The chain's public salt (the client seed of every crash round)."
      },
      "now": {
        "type": "string",
        "format": "date-time",
        "description": "The server's clock, to animate the curve in step."
      }
    }
  },
  "StudioCrashHistoryItem": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "roundNumber",
      "crashPoint",
      "seed"
    ],
    "properties": {
      "roundNumber": {
        "type": "integer"
      },
      "crashPoint": {
        "type": "number"
      },
      "seed": {
        "type": "string"
      }
    }
  },
  "StudioCrashPlayerBet": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "roundId",
      "roundNumber",
      "bet",
      "autoCashOut",
      "cashedOutAt",
      "payout",
      "status"
    ],
    "properties": {
      "roundId": {
        "type": "string"
      },
      "roundNumber": {
        "type": "integer"
      },
      "bet": {
        "$ref": "#/components/schemas/Money"
      },
      "autoCashOut": {
        "type": [
          "number",
          "null"
        ]
      },
      "cashedOutAt": {
        "type": [
          "number",
          "null"
        ]
      },
      "payout": {
        "$ref": "#/components/schemas/Money"
      },
      "status": {
        "type": "string",
        "enum": [
          "open",
          "settled",
          "cancelled"
        ]
      }
    }
  },
  "StudioCrashState": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "round",
      "history",
      "myBet",
      "balance",
      "limits"
    ],
    "properties": {
      "round": {
        "$ref": "#/components/schemas/StudioCrashRound"
      },
      "history": {
        "type": "array",
        "description": "The last crashed rounds, newest first.",
        "items": {
          "$ref": "#/components/schemas/StudioCrashHistoryItem"
        }
      },
      "myBet": {
        "description": "The player's bet in the current round (or the one just crashed), or null.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/StudioCrashPlayerBet"
          },
          {
            "type": "null"
          }
        ]
      },
      "balance": {
        "$ref": "#/components/schemas/Money"
      },
      "limits": {
        "$ref": "#/components/schemas/StudioBetLimits"
      }
    }
  },
  "StudioCrashStateResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/StudioCrashState"
      }
    }
  },
  "StudioVerifyByRound": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "roundId"
    ],
    "properties": {
      "roundId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100
      }
    }
  },
  "StudioVerifyByInputs": {
    "type": "object",
    "additionalProperties": false,
    "description": "Any inputs: the game, the revealed server seed, optionally the hash it was committed by, the client seed and the nonce (crash - the chain seed, the previous seed, the salt and the round number), and the bet parameters, all optional (slot - bet; roulette - bets; blackjack - actions; crash - bet and cashOut); without stakes a nominal ₺1 stake (roulette - on red) shows what the outcome pays.",
    "required": [
      "game",
      "serverSeed",
      "clientSeed",
      "nonce"
    ],
    "properties": {
      "game": {
        "$ref": "#/components/schemas/StudioGame"
      },
      "serverSeed": {
        "type": "string",
        "pattern": "^[0-9a-f]{64}$"
      },
      "serverSeedHash": {
        "type": "string",
        "pattern": "^[0-9a-f]{64}$"
      },
      "clientSeed": {
        "$ref": "#/components/schemas/StudioClientSeed"
      },
      "nonce": {
        "type": "integer",
        "minimum": 0
      },
      "bet": {
        "$ref": "#/components/schemas/Money"
      },
      "bets": {
        "type": "array",
        "minItems": 1,
        "maxItems": 200,
        "items": {
          "$ref": "#/components/schemas/StudioRouletteBet"
        }
      },
      "actions": {
        "type": "array",
        "maxItems": 100,
        "items": {
          "$ref": "#/components/schemas/StudioBlackjackAction"
        }
      },
      "cashOut": {
        "type": "number",
        "minimum": 1.01,
        "maximum": 1000000
      },
      "gameCode": {
        "type": "string",
        "enum": [
          "studio-slot",
          "studio-bosphorus",
          "studio-bazaar"
        ],
        "description": "For game slot - which studio slot (studio-slot when absent)."
      }
    }
  },
  "StudioVerifyRequest": {
    "oneOf": [
      {
        "$ref": "#/components/schemas/StudioVerifyByRound"
      },
      {
        "$ref": "#/components/schemas/StudioVerifyByInputs"
      }
    ]
  },
  "StudioVerification": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "valid",
      "reason",
      "game",
      "commitmentMatches",
      "serverSeed",
      "serverSeedHash",
      "clientSeed",
      "nonce",
      "outcome",
      "matchesRecord"
    ],
    "properties": {
      "valid": {
        "type": "boolean",
        "description": "The commitment matches and the game was replayed."
      },
      "reason": {
        "type": [
          "string",
          "null"
        ],
        "description": "Why it is not valid."
      },
      "game": {
        "$ref": "#/components/schemas/StudioGame"
      },
      "commitmentMatches": {
        "type": "boolean"
      },
      "serverSeed": {
        "type": "string"
      },
      "serverSeedHash": {
        "type": "string",
        "description": "The commitment checked (the given one, the recorded one, or SHA-256 of the seed when none was given)."
      },
      "clientSeed": {
        "type": "string"
      },
      "nonce": {
        "type": "integer"
      },
      "outcome": {
        "description": "The recomputed outcome, or null when not valid.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/StudioOutcome"
          },
          {
            "type": "null"
          }
        ]
      },
      "matchesRecord": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "For a recorded round, whether the recomputed outcome equals the one recorded and paid; null for typed-in inputs."
      }
    }
  },
  "StudioVerifyResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/StudioVerification"
      }
    }
  },
  "StudioRoundRecall": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "game",
      "outcome"
    ],
    "properties": {
      "game": {
        "$ref": "#/components/schemas/StudioGame"
      },
      "outcome": {
        "description": "What the game decided, as in StudioRound (null for a round cancelled before its draw).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/StudioOutcome"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SportKey": {
    "type": "string",
    "enum": [
      "football",
      "basketball",
      "tennis"
    ],
    "description": "The sport."
  },
  "SportsOddsFormat": {
    "type": "string",
    "enum": [
      "decimal",
      "fractional",
      "american"
    ],
    "description": "How odds are shown (decimal `2,15` by default; common/sports/odds-format.ts converts)."
  },
  "SportsOddsChangePolicy": {
    "type": "string",
    "enum": [
      "none",
      "higher",
      "any"
    ],
    "description": "Which price moves the player accepts at placement (none, only better prices, any)."
  },
  "SportsOdds": {
    "type": "number",
    "minimum": 1.01,
    "maximum": 10000,
    "description": "A decimal price with at most two decimals (shown with a comma in Turkish, `2,15`)."
  },
  "SportsScore": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "home",
      "away"
    ],
    "properties": {
      "home": {
        "type": "integer",
        "minimum": 0
      },
      "away": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "SportsEventStatus": {
    "type": "string",
    "enum": [
      "scheduled",
      "live",
      "ended",
      "settled",
      "postponed",
      "abandoned",
      "cancelled"
    ],
    "description": "scheduled (not started, betting open), live (playing), ended (result in, settlement pending), settled, postponed / abandoned (open legs void after the operator's delay), cancelled."
  },
  "SportsMarketStatus": {
    "type": "string",
    "enum": [
      "active",
      "suspended",
      "deactivated",
      "settled",
      "cancelled"
    ],
    "description": "As in the feed model (UOF 1, −1, 0, −3, −4); bets are taken only on active markets."
  },
  "SportsOutcomeResult": {
    "type": "string",
    "enum": [
      "won",
      "lost",
      "void",
      "half_won",
      "half_lost",
      "dead_heat"
    ],
    "description": "A settled outcome's result; void counts at odds 1, half_won at (odds + 1) / 2, half_lost at 0.5, dead_heat at odds × the dead-heat share."
  },
  "SportsOutcome": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "odds",
      "active",
      "result"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string",
        "description": "The outcome's label in the request's language (`1`, `X`, `2`, `Üst`, `1:0`, a team)."
      },
      "odds": {
        "$ref": "#/components/schemas/SportsOdds"
      },
      "active": {
        "type": "boolean",
        "description": "false when this outcome alone takes no bets (its market may still be active)."
      },
      "result": {
        "description": "Once the market is settled, this outcome's result.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsOutcomeResult"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SportsMarket": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "type",
      "specifiers",
      "name",
      "group",
      "status",
      "version",
      "outcomes"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "type": {
        "type": "string",
        "description": "The market type (feed model): 1x2, double_chance, draw_no_bet, total, btts, handicap, asian_handicap, correct_score, ht_1x2, ht_ft, outright, moneyline, spread, points_total, match_winner, set_betting, games_total."
      },
      "specifiers": {
        "type": "string",
        "description": "The market's specifiers as the feed writes them (`total=2.5`, `hcp=-0.75`), empty when none."
      },
      "name": {
        "type": "string",
        "description": "In the request's language (`Maç Sonucu`, `2,5 Alt/Üst`, `Asya Handikapı -0,75`)."
      },
      "group": {
        "type": "string",
        "enum": [
          "main",
          "goals",
          "handicap",
          "halves",
          "score",
          "outright",
          "other"
        ]
      },
      "status": {
        "$ref": "#/components/schemas/SportsMarketStatus"
      },
      "version": {
        "type": "integer",
        "description": "Grows with every price or status change of the market."
      },
      "outcomes": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsOutcome"
        }
      }
    }
  },
  "SportsMarketGroup": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "markets"
    ],
    "properties": {
      "id": {
        "type": "string",
        "enum": [
          "main",
          "goals",
          "handicap",
          "halves",
          "score",
          "outright",
          "other"
        ]
      },
      "name": {
        "type": "string"
      },
      "markets": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsMarket"
        }
      }
    }
  },
  "SportsLeagueNode": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "eventCount",
      "liveCount"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "eventCount": {
        "type": "integer"
      },
      "liveCount": {
        "type": "integer"
      }
    }
  },
  "SportsCategoryNode": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "countryCode",
      "eventCount",
      "liveCount",
      "leagues"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "countryCode": {
        "type": [
          "string",
          "null"
        ],
        "description": "ISO 3166-1 alpha-2 for a country (a flag); null for International."
      },
      "eventCount": {
        "type": "integer"
      },
      "liveCount": {
        "type": "integer"
      },
      "leagues": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsLeagueNode"
        }
      }
    }
  },
  "SportsSportNode": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "eventCount",
      "liveCount",
      "categories"
    ],
    "properties": {
      "id": {
        "$ref": "#/components/schemas/SportKey"
      },
      "name": {
        "type": "string"
      },
      "eventCount": {
        "type": "integer"
      },
      "liveCount": {
        "type": "integer"
      },
      "categories": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsCategoryNode"
        }
      }
    }
  },
  "SportsTree": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "sports"
    ],
    "properties": {
      "sports": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsSportNode"
        }
      }
    }
  },
  "SportsTreeResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsTree"
      }
    }
  },
  "SportsEventSummary": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "kind",
      "sport",
      "categoryId",
      "categoryName",
      "leagueId",
      "leagueName",
      "name",
      "home",
      "away",
      "startsAt",
      "status",
      "score",
      "minute",
      "marketCount",
      "mainMarket"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "kind": {
        "type": "string",
        "enum": [
          "match",
          "outright"
        ]
      },
      "sport": {
        "$ref": "#/components/schemas/SportKey"
      },
      "categoryId": {
        "type": "string"
      },
      "categoryName": {
        "type": "string"
      },
      "leagueId": {
        "type": "string"
      },
      "leagueName": {
        "type": "string"
      },
      "name": {
        "type": "string",
        "description": "`Home – Away` for a match; the outright's name (`Süper Lig 2026/27 Şampiyonu`)."
      },
      "home": {
        "type": [
          "string",
          "null"
        ]
      },
      "away": {
        "type": [
          "string",
          "null"
        ]
      },
      "startsAt": {
        "type": "string",
        "format": "date-time"
      },
      "status": {
        "$ref": "#/components/schemas/SportsEventStatus"
      },
      "score": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsScore"
          },
          {
            "type": "null"
          }
        ]
      },
      "minute": {
        "type": [
          "integer",
          "null"
        ],
        "description": "The match clock's minute while live (football), else null."
      },
      "marketCount": {
        "type": "integer"
      },
      "mainMarket": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsMarket"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SportsEventDetail": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "event",
      "groups",
      "halfTimeScore",
      "serverSeedHash"
    ],
    "properties": {
      "event": {
        "$ref": "#/components/schemas/SportsEventSummary"
      },
      "halfTimeScore": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsScore"
          },
          {
            "type": "null"
          }
        ]
      },
      "groups": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsMarketGroup"
        }
      },
      "serverSeedHash": {
        "type": [
          "string",
          "null"
        ],
        "description": "SHA-256 (hex) of the event's server seed, for a built-in feed event (see verifySportsEvent)."
      }
    }
  },
  "SportsEventDetailResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsEventDetail"
      }
    }
  },
  "SportsEventPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "total"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsEventSummary"
        }
      },
      "total": {
        "type": "integer"
      }
    }
  },
  "SportsEventPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsEventPage"
      }
    }
  },
  "SportsHighlights": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "popular",
      "startingSoon"
    ],
    "properties": {
      "popular": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsEventSummary"
        }
      },
      "startingSoon": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsEventSummary"
        }
      }
    }
  },
  "SportsHighlightsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsHighlights"
      }
    }
  },
  "SportsSearchLeague": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "sport",
      "categoryName",
      "eventCount"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "sport": {
        "$ref": "#/components/schemas/SportKey"
      },
      "categoryName": {
        "type": "string"
      },
      "eventCount": {
        "type": "integer"
      }
    }
  },
  "SportsSearchResult": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "leagues",
      "events"
    ],
    "properties": {
      "leagues": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsSearchLeague"
        }
      },
      "events": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsEventSummary"
        }
      }
    }
  },
  "SportsSearchResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsSearchResult"
      }
    }
  },
  "SportsMarketResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsMarket"
      }
    }
  },
  "SportsVerification": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "eventId",
      "provablyFair",
      "serverSeedHash",
      "serverSeed",
      "clientSeed",
      "homeRate",
      "awayRate",
      "result",
      "halfTimeResult",
      "matches"
    ],
    "properties": {
      "eventId": {
        "type": "string"
      },
      "provablyFair": {
        "type": "boolean",
        "description": "true for an event of the built-in feed."
      },
      "serverSeedHash": {
        "type": [
          "string",
          "null"
        ]
      },
      "serverSeed": {
        "type": [
          "string",
          "null"
        ],
        "description": "Revealed once the event is settled; null before."
      },
      "clientSeed": {
        "type": [
          "string",
          "null"
        ],
        "description": "The public seed mixed in (the event's id and kick-off time)."
      },
      "homeRate": {
        "type": [
          "number",
          "null"
        ],
        "description": "The home side's expected goals (Poisson rate) the prices were made from."
      },
      "awayRate": {
        "type": [
          "number",
          "null"
        ]
      },
      "result": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsScore"
          },
          {
            "type": "null"
          }
        ]
      },
      "halfTimeResult": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsScore"
          },
          {
            "type": "null"
          }
        ]
      },
      "matches": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "Whether recomputing from the revealed seeds gives the recorded result (null before settlement)."
      }
    }
  },
  "SportsVerificationResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsVerification"
      }
    }
  },
  "SportsLimits": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "minStake",
      "maxStake",
      "maxPayout",
      "maxSelections",
      "minSystemSize"
    ],
    "properties": {
      "minStake": {
        "description": "The least stake per line.",
        "$ref": "#/components/schemas/Money"
      },
      "maxStake": {
        "description": "The most stake per bet (all its lines).",
        "$ref": "#/components/schemas/Money"
      },
      "maxPayout": {
        "description": "The most one bet may pay.",
        "$ref": "#/components/schemas/Money"
      },
      "maxSelections": {
        "type": "integer",
        "description": "The most selections in one accumulator or system bet."
      },
      "minSystemSize": {
        "type": "integer",
        "description": "The smallest combination size of a system bet (2; 1 allowed only in Patent and Lucky 15)."
      }
    }
  },
  "SportsSettings": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "oddsFormat",
      "oddsChange",
      "limits"
    ],
    "properties": {
      "oddsFormat": {
        "$ref": "#/components/schemas/SportsOddsFormat"
      },
      "oddsChange": {
        "$ref": "#/components/schemas/SportsOddsChangePolicy"
      },
      "limits": {
        "$ref": "#/components/schemas/SportsLimits"
      }
    }
  },
  "SportsSettingsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsSettings"
      }
    }
  },
  "SportsSettingsUpdateRequest": {
    "type": "object",
    "additionalProperties": false,
    "minProperties": 1,
    "properties": {
      "oddsFormat": {
        "$ref": "#/components/schemas/SportsOddsFormat"
      },
      "oddsChange": {
        "$ref": "#/components/schemas/SportsOddsChangePolicy"
      }
    }
  },
  "SportsBetType": {
    "type": "string",
    "enum": [
      "single",
      "accumulator",
      "system"
    ]
  },
  "SportsSystemName": {
    "type": "string",
    "pattern": "^([1-9]/([2-9]|1[0-9]|20)|trixie|patent|yankee|lucky15|canadian|heinz|superheinz|goliath)$",
    "description": "`k/n` (every combination of k of the n selections: 2/3, 2/4, 3/4, …) or a named full cover: trixie (4 lines from 3), patent (7 from 3), yankee (11 from 4), lucky15 (15 from 4), canadian (26 from 5), heinz (57 from 6), superheinz (120 from 7), goliath (247 from 8)."
  },
  "PlaceBetSelection": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "eventId",
      "marketId",
      "outcomeId",
      "odds"
    ],
    "properties": {
      "eventId": {
        "type": "string",
        "maxLength": 64
      },
      "marketId": {
        "type": "string",
        "maxLength": 64
      },
      "outcomeId": {
        "type": "string",
        "maxLength": 64
      },
      "odds": {
        "description": "The price the player saw.",
        "$ref": "#/components/schemas/SportsOdds"
      }
    }
  },
  "PlaceBet": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "type",
      "stake",
      "selections"
    ],
    "properties": {
      "type": {
        "$ref": "#/components/schemas/SportsBetType"
      },
      "system": {
        "description": "Required for a system bet, refused otherwise.",
        "$ref": "#/components/schemas/SportsSystemName"
      },
      "stake": {
        "description": "The stake per line (a system bet's total is stake × its number of lines).",
        "$ref": "#/components/schemas/Money"
      },
      "selections": {
        "type": "array",
        "minItems": 1,
        "maxItems": 20,
        "items": {
          "$ref": "#/components/schemas/PlaceBetSelection"
        }
      }
    }
  },
  "PlaceBetsRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "oddsChange",
      "bets"
    ],
    "properties": {
      "oddsChange": {
        "$ref": "#/components/schemas/SportsOddsChangePolicy"
      },
      "bets": {
        "type": "array",
        "minItems": 1,
        "maxItems": 50,
        "items": {
          "$ref": "#/components/schemas/PlaceBet"
        }
      }
    }
  },
  "SportsSelectionChange": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "eventId",
      "marketId",
      "outcomeId",
      "requestedOdds",
      "odds",
      "status"
    ],
    "properties": {
      "eventId": {
        "type": "string"
      },
      "marketId": {
        "type": "string"
      },
      "outcomeId": {
        "type": "string"
      },
      "requestedOdds": {
        "$ref": "#/components/schemas/SportsOdds"
      },
      "odds": {
        "description": "The current price (null when the outcome no longer exists).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsOdds"
          },
          {
            "type": "null"
          }
        ]
      },
      "status": {
        "type": "string",
        "enum": [
          "active",
          "suspended",
          "closed"
        ],
        "description": "active (only the price moved), suspended (may come back), closed (settled, cancelled or started and not offered live)."
      }
    }
  },
  "PlaceBetsResult": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "accepted",
      "reason",
      "changes",
      "bets",
      "balance"
    ],
    "properties": {
      "accepted": {
        "type": "boolean"
      },
      "reason": {
        "description": "Why the slip was refused as a whole (null when accepted).",
        "oneOf": [
          {
            "type": "string",
            "enum": [
              "odds_changed",
              "selection_unavailable"
            ]
          },
          {
            "type": "null"
          }
        ]
      },
      "changes": {
        "type": "array",
        "description": "Every selection whose price or state differs from what was sent (also on acceptance under `higher`/`any`, showing the prices taken).",
        "items": {
          "$ref": "#/components/schemas/SportsSelectionChange"
        }
      },
      "bets": {
        "type": "array",
        "description": "The bets placed, in the order sent (empty when refused).",
        "items": {
          "$ref": "#/components/schemas/SportsBet"
        }
      },
      "balance": {
        "description": "The player's balance after the placement.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/Balance"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "PlaceBetsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/PlaceBetsResult"
      }
    }
  },
  "SportsBetStatus": {
    "type": "string",
    "enum": [
      "open",
      "pending",
      "accepted",
      "refused",
      "won",
      "lost",
      "void",
      "half_won",
      "half_lost",
      "cashed_out",
      "cancelled"
    ],
    "description": "open (a pre-match bet not settled yet), pending (a live bet waiting out its bet delay; its stake is held), accepted (a live bet that passed its delay, not settled yet), refused (a live bet refused at the end of its delay: its stake returned, `refusal` says why), won (paid more than nothing; a system bet with some lines won), lost (paid nothing), void (every line void: the stake returned), half_won / half_lost (a single on a quarter line that half won or half lost), cashed_out (cashed out in full: `payout` is what the cash outs paid; settlement pays nothing more), cancelled (the bet voided by the operator or the feed)."
  },
  "SportsBetLeg": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "eventId",
      "eventName",
      "sport",
      "leagueName",
      "startsAt",
      "marketId",
      "marketName",
      "outcomeId",
      "outcomeName",
      "odds",
      "result",
      "score"
    ],
    "properties": {
      "eventId": {
        "type": "string"
      },
      "eventName": {
        "type": "string"
      },
      "sport": {
        "$ref": "#/components/schemas/SportKey"
      },
      "leagueName": {
        "type": "string"
      },
      "startsAt": {
        "type": "string",
        "format": "date-time"
      },
      "marketId": {
        "type": "string"
      },
      "marketName": {
        "type": "string"
      },
      "outcomeId": {
        "type": "string"
      },
      "outcomeName": {
        "type": "string"
      },
      "odds": {
        "description": "The accepted price.",
        "$ref": "#/components/schemas/SportsOdds"
      },
      "result": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsOutcomeResult"
          },
          {
            "type": "null"
          }
        ]
      },
      "score": {
        "description": "The event's final score once the leg is settled.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsScore"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SportsBetLine": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "legs",
      "odds",
      "stake",
      "payout"
    ],
    "properties": {
      "legs": {
        "type": "array",
        "description": "Indexes into the bet's legs.",
        "items": {
          "type": "integer"
        }
      },
      "odds": {
        "type": "number",
        "description": "The product of the legs' accepted prices."
      },
      "stake": {
        "$ref": "#/components/schemas/Money"
      },
      "payout": {
        "description": "What this line returned once settled (null while open).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/Money"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SportsBet": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "type",
      "system",
      "status",
      "placedAt",
      "settledAt",
      "lineCount",
      "stakePerLine",
      "totalStake",
      "totalOdds",
      "potentialPayout",
      "payout",
      "legs",
      "lines"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "type": {
        "$ref": "#/components/schemas/SportsBetType"
      },
      "system": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsSystemName"
          },
          {
            "type": "null"
          }
        ]
      },
      "status": {
        "$ref": "#/components/schemas/SportsBetStatus"
      },
      "placedAt": {
        "type": "string",
        "format": "date-time"
      },
      "settledAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "lineCount": {
        "type": "integer"
      },
      "stakePerLine": {
        "$ref": "#/components/schemas/Money"
      },
      "totalStake": {
        "$ref": "#/components/schemas/Money"
      },
      "totalOdds": {
        "type": [
          "number",
          "null"
        ],
        "description": "The product of the legs' prices for a single or accumulator; null for a system bet."
      },
      "potentialPayout": {
        "description": "What the bet pays if every leg wins (capped at the book's maximum payout).",
        "$ref": "#/components/schemas/Money"
      },
      "payout": {
        "description": "What the bet paid once settled (null while open).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/Money"
          },
          {
            "type": "null"
          }
        ]
      },
      "legs": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsBetLeg"
        }
      },
      "lines": {
        "type": "array",
        "description": "A system bet's lines (combinations); empty for singles and accumulators in lists, filled by getMyBet.",
        "items": {
          "$ref": "#/components/schemas/SportsBetLine"
        }
      },
      "acceptAt": {
        "description": "A live bet's end of its bet delay (while pending, the slip counts down to it).",
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "refusal": {
        "description": "Why a live bet was refused (status refused).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsBetRefusal"
          },
          {
            "type": "null"
          }
        ]
      },
      "cashOuts": {
        "description": "The bet's cash outs, oldest first (partial ones, then a full one if any).",
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsBetCashOut"
        }
      }
    }
  },
  "SportsBetResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsBet"
      }
    }
  },
  "SportsBetPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "total"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsBet"
        }
      },
      "total": {
        "type": "integer"
      }
    }
  },
  "SportsBetPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsBetPage"
      }
    }
  },
  "SportsOddsMessage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "eventId",
      "at",
      "markets"
    ],
    "description": "Hub push `SportsOdds` (to every connection): markets of one event whose prices or status changed (the feed's odds_change / bet_stop). `previousOdds` lets the screen mark a move up or down.",
    "properties": {
      "eventId": {
        "type": "string"
      },
      "at": {
        "type": "string",
        "format": "date-time"
      },
      "markets": {
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "id",
            "status",
            "version",
            "outcomes"
          ],
          "properties": {
            "id": {
              "type": "string"
            },
            "status": {
              "$ref": "#/components/schemas/SportsMarketStatus"
            },
            "version": {
              "type": "integer"
            },
            "outcomes": {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "id",
                  "odds",
                  "previousOdds",
                  "active"
                ],
                "properties": {
                  "id": {
                    "type": "string"
                  },
                  "odds": {
                    "$ref": "#/components/schemas/SportsOdds"
                  },
                  "previousOdds": {
                    "type": [
                      "number",
                      "null"
                    ]
                  },
                  "active": {
                    "type": "boolean"
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "SportsEventMessage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "eventId",
      "status",
      "score",
      "minute",
      "at"
    ],
    "description": "Hub push `SportsEvent` (to every connection): an event's status, score or clock changed (kick-off, goal, half time, full time, settled, postponed).",
    "properties": {
      "eventId": {
        "type": "string"
      },
      "status": {
        "$ref": "#/components/schemas/SportsEventStatus"
      },
      "score": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsScore"
          },
          {
            "type": "null"
          }
        ]
      },
      "minute": {
        "type": [
          "integer",
          "null"
        ]
      },
      "at": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "OpsSportsResettlementRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "action",
      "reason"
    ],
    "properties": {
      "action": {
        "type": "string",
        "enum": [
          "rollback",
          "resettle"
        ]
      },
      "homeScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 300
      },
      "awayScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 300
      },
      "halfTimeHomeScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 300
      },
      "halfTimeAwayScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 300
      },
      "sets": {
        "type": "array",
        "maxItems": 5,
        "items": {
          "$ref": "#/components/schemas/SportsScore"
        }
      },
      "winnerId": {
        "type": "string",
        "maxLength": 100
      },
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500
      }
    }
  },
  "OpsSportsStakeFactorRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "stakeFactor",
      "reason"
    ],
    "properties": {
      "stakeFactor": {
        "type": "number",
        "minimum": 0,
        "maximum": 10,
        "multipleOf": 0.01,
        "description": "The factor on the book's maximum stake (0.5 = half; 0 = no sports betting)."
      },
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500
      }
    }
  },
  "OpsSportsStakeFactor": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "playerId",
      "stakeFactor",
      "maxStake",
      "bookMaxStake"
    ],
    "properties": {
      "playerId": {
        "type": "string",
        "format": "uuid"
      },
      "stakeFactor": {
        "type": "number",
        "description": "The factor in force (1 when none was set)."
      },
      "maxStake": {
        "description": "The player's maximum stake per bet, the book's times the factor.",
        "$ref": "#/components/schemas/Money"
      },
      "bookMaxStake": {
        "description": "The book's maximum stake per bet (SPORTS_MAX_STAKE_KURUS).",
        "$ref": "#/components/schemas/Money"
      }
    }
  },
  "OpsSportsStakeFactorResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsSportsStakeFactor"
      }
    }
  },
  "OpsSportsLiabilityRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "maxLiability",
      "reason"
    ],
    "properties": {
      "marketId": {
        "type": "string",
        "maxLength": 100
      },
      "maxLiability": {
        "type": [
          "number",
          "null"
        ],
        "minimum": 0,
        "maximum": 100000000,
        "multipleOf": 0.01
      },
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500
      }
    }
  },
  "OpsSportsLiabilityResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "eventId",
          "marketId",
          "maxLiability",
          "defaultLiability"
        ],
        "properties": {
          "eventId": {
            "type": "string"
          },
          "marketId": {
            "type": [
              "string",
              "null"
            ]
          },
          "maxLiability": {
            "type": [
              "number",
              "null"
            ]
          },
          "defaultLiability": {
            "type": "number"
          }
        }
      }
    }
  },
  "OpsSportsEventStatusRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "status",
      "reason"
    ],
    "properties": {
      "status": {
        "type": "string",
        "enum": [
          "postponed",
          "abandoned",
          "scheduled"
        ]
      },
      "startsAt": {
        "type": "string",
        "format": "date-time"
      },
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500
      }
    }
  },
  "SportsLivePeriod": {
    "type": "string",
    "enum": [
      "first_half",
      "second_half",
      "ended",
      "q1",
      "q2",
      "q3",
      "q4",
      "overtime",
      "set1",
      "set2",
      "set3"
    ],
    "description": "The match's period: football halves (the simulator plays no half-time pause), basketball quarters and overtime, tennis sets."
  },
  "SportsSuspendReason": {
    "type": "string",
    "enum": [
      "dangerous_attack",
      "goal",
      "penalty",
      "red_card",
      "trader",
      "live_off",
      "free_throws",
      "period_end",
      "overtime",
      "break_point",
      "set_point"
    ],
    "description": "Why an event's live markets are locked (shown to the player in words); null when open. Basketball: free throws, the end of a quarter, overtime; tennis: a break point, a set point, the end of a set (period_end)."
  },
  "SportsLiveIncidentType": {
    "type": "string",
    "enum": [
      "goal",
      "penalty",
      "penalty_missed",
      "yellow_card",
      "red_card",
      "corner",
      "basket",
      "three_pointer",
      "free_throws",
      "period_end",
      "game",
      "break",
      "set"
    ],
    "description": "Football: goals, penalties, cards, corners. Basketball: scoring plays (two, three, free throws; the score after them) and the end of each period. Tennis: a game won (a break when won on return; the set's games after it) and a set won (the sets after it)."
  },
  "SportsLiveIncident": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "seq",
      "type",
      "side",
      "minute",
      "score"
    ],
    "properties": {
      "seq": {
        "type": "integer"
      },
      "type": {
        "$ref": "#/components/schemas/SportsLiveIncidentType"
      },
      "side": {
        "type": "string",
        "enum": [
          "home",
          "away"
        ]
      },
      "minute": {
        "type": "integer"
      },
      "score": {
        "description": "The score after a goal (null for other incidents).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsScore"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SportsLiveState": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "eventId",
      "period",
      "minute",
      "clockSeconds",
      "clockRunning",
      "score",
      "redCards",
      "corners",
      "suspendReason",
      "betDelaySeconds",
      "at"
    ],
    "properties": {
      "eventId": {
        "type": "string"
      },
      "period": {
        "$ref": "#/components/schemas/SportsLivePeriod"
      },
      "minute": {
        "type": "integer",
        "description": "The match minute (football 0–90, basketball game minutes 0–48, 53 with overtime, tennis about 45 s a point)."
      },
      "clockSeconds": {
        "type": "integer",
        "description": "The match clock in match seconds at `at`; the client runs it on between pushes."
      },
      "clockRunning": {
        "type": "boolean"
      },
      "score": {
        "$ref": "#/components/schemas/SportsScore"
      },
      "redCards": {
        "$ref": "#/components/schemas/SportsScore"
      },
      "corners": {
        "$ref": "#/components/schemas/SportsScore"
      },
      "suspendReason": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsSuspendReason"
          },
          {
            "type": "null"
          }
        ]
      },
      "betDelaySeconds": {
        "type": "integer",
        "description": "The bet delay of the event's sport (operator setting)."
      },
      "at": {
        "type": "string",
        "format": "date-time"
      },
      "sport": {
        "$ref": "#/components/schemas/SportKey"
      },
      "periods": {
        "type": "array",
        "description": "Basketball points per quarter (then overtime); tennis games per set (the set being played last).",
        "items": {
          "$ref": "#/components/schemas/SportsScore"
        }
      },
      "games": {
        "description": "Tennis, the games of the set being played; null otherwise.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsScore"
          },
          {
            "type": "null"
          }
        ]
      },
      "points": {
        "description": "Tennis, the points of the game being played (0, 15, 30, 40, AD; numbers in a tiebreak); null otherwise.",
        "oneOf": [
          {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "home",
              "away"
            ],
            "properties": {
              "home": {
                "type": "string"
              },
              "away": {
                "type": "string"
              }
            }
          },
          {
            "type": "null"
          }
        ]
      },
      "serving": {
        "description": "Tennis, who serves now; null otherwise.",
        "oneOf": [
          {
            "type": "string",
            "enum": [
              "home",
              "away"
            ]
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SportsLiveStateResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsLiveState"
      }
    }
  },
  "SportsLiveEvent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "event",
      "live"
    ],
    "properties": {
      "event": {
        "$ref": "#/components/schemas/SportsEventSummary"
      },
      "live": {
        "$ref": "#/components/schemas/SportsLiveState"
      }
    }
  },
  "SportsLiveEvents": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsLiveEvent"
        }
      }
    }
  },
  "SportsLiveEventsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsLiveEvents"
      }
    }
  },
  "SportsLiveEventDetail": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "detail",
      "live",
      "timeline"
    ],
    "properties": {
      "detail": {
        "$ref": "#/components/schemas/SportsEventDetail"
      },
      "live": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsLiveState"
          },
          {
            "type": "null"
          }
        ]
      },
      "timeline": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsLiveIncident"
        }
      }
    }
  },
  "SportsLiveEventDetailResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsLiveEventDetail"
      }
    }
  },
  "SportsLiveMessage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "live",
      "incident"
    ],
    "description": "Hub push `SportsLive`.",
    "properties": {
      "live": {
        "$ref": "#/components/schemas/SportsLiveState"
      },
      "incident": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsLiveIncident"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SportsBetRefusal": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "reason",
      "changes"
    ],
    "description": "Why a pending live bet was refused at the end of its delay, with the prices now offered.",
    "properties": {
      "reason": {
        "type": "string",
        "enum": [
          "goal",
          "red_card",
          "penalty",
          "market_suspended",
          "odds_changed"
        ]
      },
      "changes": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SportsSelectionChange"
        }
      }
    }
  },
  "SportsBetCashOut": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "amount",
      "stakeUsed",
      "full",
      "at"
    ],
    "properties": {
      "amount": {
        "$ref": "#/components/schemas/Money"
      },
      "stakeUsed": {
        "$ref": "#/components/schemas/Money"
      },
      "full": {
        "type": "boolean"
      },
      "at": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "SportsCashOutQuote": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "betId",
      "available",
      "reason",
      "amount",
      "minPartial",
      "stake",
      "token",
      "expiresAt",
      "autoCashOut"
    ],
    "properties": {
      "betId": {
        "type": "string"
      },
      "available": {
        "type": "boolean"
      },
      "reason": {
        "description": "Why cash out is not offered now (null when it is).",
        "oneOf": [
          {
            "type": "string",
            "enum": [
              "market_suspended",
              "leg_lost",
              "system_bet",
              "pending",
              "not_open",
              "no_price"
            ]
          },
          {
            "type": "null"
          }
        ]
      },
      "amount": {
        "description": "The whole bet's cash-out value now (null when not available).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/Money"
          },
          {
            "type": "null"
          }
        ]
      },
      "minPartial": {
        "description": "The least a partial cash out may take.",
        "$ref": "#/components/schemas/Money"
      },
      "stake": {
        "description": "The bet's stake still running.",
        "$ref": "#/components/schemas/Money"
      },
      "token": {
        "description": "The signed quote to send back with cashOutBet (null when not available).",
        "type": [
          "string",
          "null"
        ]
      },
      "expiresAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "autoCashOut": {
        "description": "The player's auto cash-out value, if set.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/Money"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "SportsCashOutQuoteResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsCashOutQuote"
      }
    }
  },
  "CashOutRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "token",
      "amount"
    ],
    "properties": {
      "token": {
        "type": "string",
        "minLength": 10,
        "maxLength": 2000
      },
      "amount": {
        "type": "number",
        "exclusiveMinimum": 0,
        "maximum": 100000000,
        "description": "TRY with at most two decimals; the quote's amount for a full cash out."
      }
    }
  },
  "AutoCashOutRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "threshold"
    ],
    "properties": {
      "threshold": {
        "oneOf": [
          {
            "type": "number",
            "exclusiveMinimum": 0,
            "maximum": 100000000
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "CashOutResult": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "cashedOut",
      "reason",
      "quote",
      "bet",
      "balance"
    ],
    "properties": {
      "cashedOut": {
        "type": "boolean"
      },
      "reason": {
        "oneOf": [
          {
            "type": "string",
            "enum": [
              "quote_expired",
              "quote_changed",
              "market_suspended",
              "leg_lost",
              "system_bet",
              "pending",
              "not_open",
              "no_price",
              "amount_too_high",
              "amount_too_low"
            ]
          },
          {
            "type": "null"
          }
        ]
      },
      "quote": {
        "description": "The new quote when refused.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsCashOutQuote"
          },
          {
            "type": "null"
          }
        ]
      },
      "bet": {
        "$ref": "#/components/schemas/SportsBet"
      },
      "balance": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/Balance"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "CashOutResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/CashOutResult"
      }
    }
  },
  "SportsLiveSettings": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "betDelaySeconds",
      "liveMargin",
      "cashOutMargin",
      "quoteSeconds",
      "liveSuspended",
      "suspendReason"
    ],
    "properties": {
      "betDelaySeconds": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "football",
          "basketball",
          "tennis"
        ],
        "properties": {
          "football": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60
          },
          "basketball": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60
          },
          "tennis": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60
          }
        }
      },
      "liveMargin": {
        "type": "number",
        "minimum": 0,
        "maximum": 0.3
      },
      "cashOutMargin": {
        "type": "number",
        "minimum": 0,
        "maximum": 0.3
      },
      "quoteSeconds": {
        "type": "integer",
        "minimum": 2,
        "maximum": 60
      },
      "liveSuspended": {
        "type": "boolean"
      },
      "suspendReason": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "SportsLiveSettingsUpdate": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "betDelaySeconds": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "football": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60
          },
          "basketball": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60
          },
          "tennis": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60
          }
        }
      },
      "liveMargin": {
        "type": "number",
        "minimum": 0,
        "maximum": 0.3
      },
      "cashOutMargin": {
        "type": "number",
        "minimum": 0,
        "maximum": 0.3
      },
      "quoteSeconds": {
        "type": "integer",
        "minimum": 2,
        "maximum": 60
      }
    }
  },
  "SportsLiveSettingsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsLiveSettings"
      }
    }
  },
  "SportsLiveLiability": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "eventId",
            "name",
            "minute",
            "score",
            "suspendReason",
            "openStakes",
            "outcomes"
          ],
          "properties": {
            "eventId": {
              "type": "string"
            },
            "name": {
              "type": "string"
            },
            "minute": {
              "type": "integer"
            },
            "score": {
              "$ref": "#/components/schemas/SportsScore"
            },
            "suspendReason": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SportsSuspendReason"
                },
                {
                  "type": "null"
                }
              ]
            },
            "openStakes": {
              "$ref": "#/components/schemas/Money"
            },
            "outcomes": {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "outcomeId",
                  "marketName",
                  "outcomeName",
                  "bets",
                  "stakes",
                  "maxPayout"
                ],
                "properties": {
                  "outcomeId": {
                    "type": "string"
                  },
                  "marketName": {
                    "type": "string"
                  },
                  "outcomeName": {
                    "type": "string"
                  },
                  "bets": {
                    "type": "integer"
                  },
                  "stakes": {
                    "$ref": "#/components/schemas/Money"
                  },
                  "maxPayout": {
                    "$ref": "#/components/schemas/Money"
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "SportsLiveLiabilityResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/SportsLiveLiability"
      }
    }
  },
  "OpsLiveIncidentRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "type",
      "side"
    ],
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "goal",
          "penalty",
          "red_card"
        ]
      },
      "side": {
        "type": "string",
        "enum": [
          "home",
          "away"
        ]
      }
    }
  },
  "OpsSettleSportsEventRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "homeScore",
      "awayScore",
      "reason"
    ],
    "properties": {
      "homeScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 300
      },
      "awayScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 300
      },
      "halfTimeHomeScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 300
      },
      "halfTimeAwayScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 300
      },
      "sets": {
        "description": "Tennis set scores (games), which the total-games markets need.",
        "type": "array",
        "maxItems": 5,
        "items": {
          "$ref": "#/components/schemas/SportsScore"
        }
      },
      "winnerId": {
        "description": "An outright's winner (a team id); homeScore and awayScore are then ignored (send 0).",
        "type": "string",
        "maxLength": 100
      },
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500
      }
    }
  },
  "OpsSportsOutcomeOddsRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "odds",
      "reason"
    ],
    "properties": {
      "odds": {
        "description": "The trader's decimal price with at most two decimals (checked by the server); null releases the outcome to the feed.",
        "type": [
          "number",
          "null"
        ],
        "minimum": 1.01,
        "maximum": 1000
      },
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500
      }
    }
  },
  "OpsSportsBookOutcome": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "odds",
      "feedOdds",
      "active",
      "result",
      "bets",
      "stakes",
      "payout",
      "liability",
      "limit"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "odds": {
        "$ref": "#/components/schemas/SportsOdds"
      },
      "feedOdds": {
        "description": "The feed's latest price while a trader's price overrides it; null when the feed's price is offered.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsOdds"
          },
          {
            "type": "null"
          }
        ]
      },
      "active": {
        "type": "boolean"
      },
      "result": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/SportsOutcomeResult"
          },
          {
            "type": "null"
          }
        ]
      },
      "bets": {
        "type": "integer",
        "description": "Open (pending, accepted) bets with a leg on this outcome."
      },
      "stakes": {
        "type": "number",
        "description": "Their total stakes (TRY)."
      },
      "payout": {
        "type": "number",
        "description": "What the book pays if this outcome wins (their potential payouts, TRY)."
      },
      "liability": {
        "type": "number",
        "description": "payout − stakes (TRY), what the liability limit counts."
      },
      "limit": {
        "type": "number",
        "description": "The outcome's liability limit (the market's, else the event's, else the default; TRY)."
      }
    }
  },
  "OpsSportsBookMarket": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "name",
      "status",
      "traderSuspended",
      "version",
      "outcomes"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "status": {
        "$ref": "#/components/schemas/SportsMarketStatus"
      },
      "traderSuspended": {
        "type": "boolean",
        "description": "Suspended by a trader (no feed message reopens it until a trader resumes it)."
      },
      "version": {
        "type": "integer"
      },
      "outcomes": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsSportsBookOutcome"
        }
      }
    }
  },
  "OpsSportsEventBook": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "event",
      "openBets",
      "openStakes",
      "markets"
    ],
    "properties": {
      "event": {
        "$ref": "#/components/schemas/SportsEventSummary"
      },
      "openBets": {
        "type": "integer"
      },
      "openStakes": {
        "type": "number",
        "description": "The total stakes of the open bets with a leg on the event (TRY)."
      },
      "markets": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsSportsBookMarket"
        }
      }
    }
  },
  "OpsSportsEventBookResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsSportsEventBook"
      }
    }
  },
  "OpsSuspendSportsMarketRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "suspended",
      "reason"
    ],
    "properties": {
      "suspended": {
        "type": "boolean"
      },
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500
      }
    }
  },
  "OpsUrl": {
    "type": "string",
    "maxLength": 500,
    "pattern": "^(/|https://)",
    "description": "A site path or an https URL."
  },
  "OpsSlug": {
    "type": "string",
    "minLength": 2,
    "maxLength": 80,
    "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
  },
  "OpsSort": {
    "type": "integer",
    "minimum": 0,
    "maximum": 100000
  },
  "OpsEditId": {
    "type": "integer",
    "minimum": 1,
    "maximum": 2147483647,
    "description": "The row to change; absent for a new one."
  },
  "OpsProviderSetting": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "secret",
      "json",
      "set",
      "value"
    ],
    "properties": {
      "name": {
        "type": "string"
      },
      "secret": {
        "type": "boolean",
        "description": "Write-only; value is always null."
      },
      "json": {
        "type": "boolean",
        "description": "Not a text (a number, an object of texts); written and shown as JSON."
      },
      "set": {
        "type": "boolean"
      },
      "value": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "OpsProvider": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "code",
      "name",
      "enabled",
      "configured",
      "problems",
      "games",
      "settings"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "code": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "enabled": {
        "type": "boolean"
      },
      "configured": {
        "type": "boolean"
      },
      "problems": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "games": {
        "type": "integer",
        "description": "Its enabled games."
      },
      "settings": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsProviderSetting"
        }
      }
    }
  },
  "OpsProviderUpdateRequest": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "enabled": {
        "type": "boolean"
      },
      "settings": {
        "type": "object",
        "maxProperties": 20,
        "propertyNames": {
          "pattern": "^[A-Za-z][A-Za-z0-9]{0,39}$"
        },
        "additionalProperties": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 10000
        }
      }
    }
  },
  "OpsProviderResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsProvider"
      }
    }
  },
  "OpsProviderListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsProvider"
        }
      }
    }
  },
  "OpsBanner": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "sliderId",
      "slug",
      "sort",
      "url",
      "target",
      "imageUrl",
      "imageUrlMd",
      "imageUrlLg",
      "alt",
      "enabled",
      "startsAt",
      "endsAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "sliderId": {
        "type": "integer"
      },
      "slug": {
        "type": "string"
      },
      "sort": {
        "type": "integer"
      },
      "url": {
        "type": [
          "string",
          "null"
        ]
      },
      "target": {
        "type": "string",
        "enum": [
          "_self",
          "_blank"
        ]
      },
      "imageUrl": {
        "type": "string"
      },
      "imageUrlMd": {
        "type": [
          "string",
          "null"
        ]
      },
      "imageUrlLg": {
        "type": [
          "string",
          "null"
        ]
      },
      "alt": {
        "type": "string"
      },
      "enabled": {
        "type": "boolean"
      },
      "startsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "The slide is shown from this instant; null for no start."
      },
      "endsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "The slide is shown until this instant (excluded); null for no end."
      }
    }
  },
  "OpsBannerSaveRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "sliderId",
      "slug",
      "sort",
      "url",
      "target",
      "imageUrl",
      "imageUrlMd",
      "imageUrlLg",
      "alt",
      "enabled"
    ],
    "properties": {
      "id": {
        "$ref": "#/components/schemas/OpsEditId"
      },
      "sliderId": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      },
      "slug": {
        "$ref": "#/components/schemas/OpsSlug"
      },
      "sort": {
        "$ref": "#/components/schemas/OpsSort"
      },
      "url": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/OpsUrl"
          },
          {
            "type": "null"
          }
        ]
      },
      "target": {
        "type": "string",
        "enum": [
          "_self",
          "_blank"
        ]
      },
      "imageUrl": {
        "$ref": "#/components/schemas/OpsUrl"
      },
      "imageUrlMd": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/OpsUrl"
          },
          {
            "type": "null"
          }
        ]
      },
      "imageUrlLg": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/OpsUrl"
          },
          {
            "type": "null"
          }
        ]
      },
      "alt": {
        "type": "string",
        "maxLength": 200
      },
      "enabled": {
        "type": "boolean"
      },
      "startsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Show the slide from this instant (absent or null, no start). Applied when the player's bootstrap is served, so the slide appears at that minute on every instance."
      },
      "endsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Show the slide until this instant (absent or null, no end); must be after startsAt."
      }
    }
  },
  "OpsPageText": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "title",
      "bodyHtml"
    ],
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      },
      "bodyHtml": {
        "type": "string",
        "maxLength": 100000,
        "description": "Rich text as HTML; sanitised by the server before it is stored."
      }
    }
  },
  "OpsPageTexts": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "tr"
    ],
    "properties": {
      "tr": {
        "$ref": "#/components/schemas/OpsPageText"
      },
      "en": {
        "$ref": "#/components/schemas/OpsPageText"
      }
    }
  },
  "OpsContentPage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "categoryId",
      "slug",
      "sort",
      "enabled",
      "texts"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "categoryId": {
        "type": "integer"
      },
      "slug": {
        "type": "string"
      },
      "sort": {
        "type": "integer"
      },
      "enabled": {
        "type": "boolean"
      },
      "texts": {
        "$ref": "#/components/schemas/OpsPageTexts"
      }
    }
  },
  "OpsContentPageSaveRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "categoryId",
      "slug",
      "sort",
      "enabled",
      "texts"
    ],
    "properties": {
      "id": {
        "$ref": "#/components/schemas/OpsEditId"
      },
      "categoryId": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      },
      "slug": {
        "$ref": "#/components/schemas/OpsSlug"
      },
      "sort": {
        "$ref": "#/components/schemas/OpsSort"
      },
      "enabled": {
        "type": "boolean"
      },
      "texts": {
        "$ref": "#/components/schemas/OpsPageTexts"
      }
    }
  },
  "OpsPopupText": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "title",
      "html"
    ],
    "properties": {
      "title": {
        "type": "string",
        "maxLength": 200
      },
      "html": {
        "type": "string",
        "maxLength": 20000,
        "description": "Rich text as HTML; sanitised by the server before it is stored."
      }
    }
  },
  "OpsPopupTexts": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "tr"
    ],
    "properties": {
      "tr": {
        "$ref": "#/components/schemas/OpsPopupText"
      },
      "en": {
        "$ref": "#/components/schemas/OpsPopupText"
      }
    }
  },
  "OpsPopupImage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "url",
      "link"
    ],
    "properties": {
      "url": {
        "$ref": "#/components/schemas/OpsUrl"
      },
      "link": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/OpsUrl"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "OpsPopup": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "slug",
      "sort",
      "active",
      "texts",
      "images",
      "startsAt",
      "endsAt"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "slug": {
        "type": "string"
      },
      "sort": {
        "type": "integer"
      },
      "active": {
        "type": "boolean"
      },
      "texts": {
        "$ref": "#/components/schemas/OpsPopupTexts"
      },
      "images": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsPopupImage"
        }
      },
      "startsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Shown from this instant; null for no start."
      },
      "endsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Shown until this instant (excluded); null for no end."
      }
    }
  },
  "OpsPopupSaveRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "slug",
      "sort",
      "active",
      "texts",
      "images"
    ],
    "properties": {
      "id": {
        "$ref": "#/components/schemas/OpsEditId"
      },
      "slug": {
        "$ref": "#/components/schemas/OpsSlug"
      },
      "sort": {
        "$ref": "#/components/schemas/OpsSort"
      },
      "active": {
        "type": "boolean"
      },
      "texts": {
        "$ref": "#/components/schemas/OpsPopupTexts"
      },
      "images": {
        "type": "array",
        "maxItems": 10,
        "items": {
          "$ref": "#/components/schemas/OpsPopupImage"
        }
      },
      "startsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Show the popup from this instant (absent or null, no start). Applied when the player's request is served, so it appears at that minute on every instance."
      },
      "endsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Show the popup until this instant (absent or null, no end); must be after startsAt."
      }
    }
  },
  "OpsFooterKey": {
    "type": "string",
    "enum": [
      "footer.copyright",
      "footer.licenseStatement",
      "footer.responsibleGaming"
    ]
  },
  "OpsFooterText": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "key",
      "tr",
      "en"
    ],
    "properties": {
      "key": {
        "$ref": "#/components/schemas/OpsFooterKey"
      },
      "tr": {
        "type": "string"
      },
      "en": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "OpsFooterTextSaveRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "key",
      "tr",
      "en"
    ],
    "properties": {
      "key": {
        "$ref": "#/components/schemas/OpsFooterKey"
      },
      "tr": {
        "type": "string",
        "maxLength": 1000
      },
      "en": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 1000
      }
    }
  },
  "OpsSiteOption": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "key",
      "value",
      "enabled",
      "description"
    ],
    "properties": {
      "key": {
        "type": "string"
      },
      "value": {
        "type": "string"
      },
      "enabled": {
        "type": "boolean"
      },
      "description": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "OpsSiteOptionSaveRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "key",
      "value",
      "enabled"
    ],
    "properties": {
      "key": {
        "type": "string",
        "minLength": 1,
        "maxLength": 80,
        "pattern": "^[a-z0-9_.-]+$"
      },
      "value": {
        "type": "string",
        "maxLength": 2000
      },
      "enabled": {
        "type": "boolean"
      },
      "description": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 500
      }
    }
  },
  "OpsSiteContent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "sliders",
      "banners",
      "categories",
      "pages",
      "popups",
      "footer",
      "options"
    ],
    "properties": {
      "sliders": {
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "id",
            "slug",
            "name",
            "active"
          ],
          "properties": {
            "id": {
              "type": "integer"
            },
            "slug": {
              "type": "string"
            },
            "name": {
              "type": "string"
            },
            "active": {
              "type": "boolean"
            }
          }
        }
      },
      "banners": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsBanner"
        }
      },
      "categories": {
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "id",
            "slug",
            "name"
          ],
          "properties": {
            "id": {
              "type": "integer"
            },
            "slug": {
              "type": "string"
            },
            "name": {
              "type": "string"
            }
          }
        }
      },
      "pages": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsContentPage"
        }
      },
      "popups": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsPopup"
        }
      },
      "footer": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsFooterText"
        }
      },
      "options": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsSiteOption"
        }
      }
    }
  },
  "OpsSiteContentResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsSiteContent"
      }
    }
  },
  "OpsBannerResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsBanner"
      }
    }
  },
  "OpsContentPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsContentPage"
      }
    }
  },
  "OpsPopupResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsPopup"
      }
    }
  },
  "OpsFooterTextResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsFooterText"
      }
    }
  },
  "OpsSiteOptionResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsSiteOption"
      }
    }
  },
  "OpsCatalogueSlug": {
    "type": "string",
    "minLength": 1,
    "maxLength": 40,
    "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
  },
  "OpsGame": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "gameCode",
      "providerId",
      "providerName",
      "name",
      "imageUrl",
      "isLive",
      "enabled",
      "sort",
      "featured",
      "categories"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "gameCode": {
        "type": "string"
      },
      "providerId": {
        "type": "integer"
      },
      "providerName": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "imageUrl": {
        "type": [
          "string",
          "null"
        ]
      },
      "isLive": {
        "type": "boolean"
      },
      "enabled": {
        "type": "boolean"
      },
      "sort": {
        "type": "integer"
      },
      "featured": {
        "type": "boolean",
        "description": "In the catalogue slug `popular`."
      },
      "categories": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "The catalogue slugs besides `popular`."
      }
    }
  },
  "OpsGameUpdateRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "enabled",
      "sort",
      "featured",
      "categories"
    ],
    "properties": {
      "enabled": {
        "type": "boolean"
      },
      "sort": {
        "$ref": "#/components/schemas/OpsSort"
      },
      "featured": {
        "type": "boolean"
      },
      "categories": {
        "type": "array",
        "maxItems": 20,
        "items": {
          "$ref": "#/components/schemas/OpsCatalogueSlug"
        }
      }
    }
  },
  "OpsCasinoCategory": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "slug",
      "section",
      "name",
      "slugList",
      "enabled",
      "sort"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "slug": {
        "type": "string"
      },
      "section": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "slugList": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "enabled": {
        "type": "boolean"
      },
      "sort": {
        "type": "integer"
      }
    }
  },
  "OpsCasinoCategoryUpdateRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "enabled",
      "sort"
    ],
    "properties": {
      "enabled": {
        "type": "boolean"
      },
      "sort": {
        "$ref": "#/components/schemas/OpsSort"
      }
    }
  },
  "OpsGameList": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "items",
      "total",
      "providers",
      "categories"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsGame"
        }
      },
      "total": {
        "type": "integer",
        "minimum": 0
      },
      "providers": {
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "id",
            "name"
          ],
          "properties": {
            "id": {
              "type": "integer"
            },
            "name": {
              "type": "string"
            }
          }
        }
      },
      "categories": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsCasinoCategory"
        }
      }
    }
  },
  "OpsGameListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsGameList"
      }
    }
  },
  "OpsTombalaRoomId": {
    "type": "string",
    "description": "A room's id, lower-case letters, digits and dashes.",
    "pattern": "^[a-z][a-z0-9-]{1,31}$"
  },
  "OpsTombalaFixedPrizes": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "cinko",
      "ikinci",
      "tombala"
    ],
    "description": "Fixed mode, the three prizes in TRY (çinko ≤ ikinci çinko ≤ tombala).",
    "properties": {
      "cinko": {
        "type": "number",
        "minimum": 0,
        "maximum": 1000000,
        "multipleOf": 0.01
      },
      "ikinci": {
        "type": "number",
        "minimum": 0,
        "maximum": 1000000,
        "multipleOf": 0.01
      },
      "tombala": {
        "type": "number",
        "minimum": 0,
        "maximum": 1000000,
        "multipleOf": 0.01
      }
    }
  },
  "OpsTombalaRoomChange": {
    "type": "object",
    "additionalProperties": false,
    "minProperties": 1,
    "properties": {
      "nameTr": {
        "type": "string",
        "minLength": 1,
        "maxLength": 60
      },
      "nameEn": {
        "type": "string",
        "minLength": 1,
        "maxLength": 60
      },
      "sort": {
        "type": "integer",
        "minimum": 0,
        "maximum": 1000
      },
      "active": {
        "type": "boolean"
      },
      "ticketPrice": {
        "type": "number",
        "description": "TRY, whole lira; a player's tickets together stay within the game's stake limit (₺10.000).",
        "minimum": 1,
        "maximum": 10000,
        "multipleOf": 0.01
      },
      "maxTicketsPerPlayer": {
        "type": "integer",
        "minimum": 1,
        "maximum": 24
      },
      "saleMs": {
        "type": "integer",
        "description": "How long each game sells tickets, in milliseconds (15 s to 15 min).",
        "minimum": 15000,
        "maximum": 900000
      },
      "ballMs": {
        "type": "integer",
        "description": "Between two balls of the draw, in milliseconds (1 to 10 s).",
        "minimum": 1000,
        "maximum": 10000
      },
      "prizeMode": {
        "type": "string",
        "enum": [
          "pool",
          "fixed"
        ]
      },
      "poolBasisPoints": {
        "type": "integer",
        "description": "Pool mode, the share of the stakes paid as prizes in basis points (9000 = 90%, the game's RTP); at least 50%.",
        "minimum": 5000,
        "maximum": 10000
      },
      "splitCinko": {
        "type": "integer",
        "description": "Pool mode, çinko's percentage of the pool.",
        "minimum": 1,
        "maximum": 98
      },
      "splitIkinci": {
        "type": "integer",
        "description": "Pool mode, ikinci çinko's percentage of the pool (tombala takes the rest).",
        "minimum": 1,
        "maximum": 98
      },
      "fixedPrizes": {
        "$ref": "#/components/schemas/OpsTombalaFixedPrizes"
      }
    }
  },
  "OpsTombalaRoomCreate": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "nameTr",
      "nameEn",
      "ticketPrice"
    ],
    "properties": {
      "id": {
        "$ref": "#/components/schemas/OpsTombalaRoomId"
      },
      "nameTr": {
        "type": "string",
        "minLength": 1,
        "maxLength": 60
      },
      "nameEn": {
        "type": "string",
        "minLength": 1,
        "maxLength": 60
      },
      "sort": {
        "type": "integer",
        "minimum": 0,
        "maximum": 1000
      },
      "active": {
        "type": "boolean"
      },
      "ticketPrice": {
        "type": "number",
        "description": "TRY, whole lira; a player's tickets together stay within the game's stake limit (₺10.000).",
        "minimum": 1,
        "maximum": 10000,
        "multipleOf": 0.01
      },
      "maxTicketsPerPlayer": {
        "type": "integer",
        "minimum": 1,
        "maximum": 24
      },
      "saleMs": {
        "type": "integer",
        "description": "How long each game sells tickets, in milliseconds (15 s to 15 min).",
        "minimum": 15000,
        "maximum": 900000
      },
      "ballMs": {
        "type": "integer",
        "description": "Between two balls of the draw, in milliseconds (1 to 10 s).",
        "minimum": 1000,
        "maximum": 10000
      },
      "prizeMode": {
        "type": "string",
        "enum": [
          "pool",
          "fixed"
        ]
      },
      "poolBasisPoints": {
        "type": "integer",
        "description": "Pool mode, the share of the stakes paid as prizes in basis points (9000 = 90%, the game's RTP); at least 50%.",
        "minimum": 5000,
        "maximum": 10000
      },
      "splitCinko": {
        "type": "integer",
        "description": "Pool mode, çinko's percentage of the pool.",
        "minimum": 1,
        "maximum": 98
      },
      "splitIkinci": {
        "type": "integer",
        "description": "Pool mode, ikinci çinko's percentage of the pool (tombala takes the rest).",
        "minimum": 1,
        "maximum": 98
      },
      "fixedPrizes": {
        "$ref": "#/components/schemas/OpsTombalaFixedPrizes"
      }
    }
  },
  "OpsTombalaRoom": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "nameTr",
      "nameEn",
      "sort",
      "active",
      "ticketPrice",
      "maxTicketsPerPlayer",
      "saleMs",
      "ballMs",
      "prizeMode",
      "poolBasisPoints",
      "splitCinko",
      "splitIkinci",
      "fixedPrizes",
      "game"
    ],
    "properties": {
      "id": {
        "type": "string"
      },
      "nameTr": {
        "type": "string"
      },
      "nameEn": {
        "type": "string"
      },
      "sort": {
        "type": "integer"
      },
      "active": {
        "type": "boolean"
      },
      "ticketPrice": {
        "$ref": "#/components/schemas/Money"
      },
      "maxTicketsPerPlayer": {
        "type": "integer"
      },
      "saleMs": {
        "type": "integer"
      },
      "ballMs": {
        "type": "integer"
      },
      "prizeMode": {
        "type": "string",
        "enum": [
          "pool",
          "fixed"
        ]
      },
      "poolBasisPoints": {
        "type": "integer"
      },
      "splitCinko": {
        "type": "integer"
      },
      "splitIkinci": {
        "type": "integer"
      },
      "fixedPrizes": {
        "$ref": "#/components/schemas/OpsTombalaFixedPrizes"
      },
      "game": {
        "description": "The room's current (or last) game, with the terms it was opened on; null before its first.",
        "oneOf": [
          {
            "type": "null"
          },
          {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "id",
              "phase",
              "ticketsSold",
              "stakes",
              "ticketPrice",
              "salesEndAt"
            ],
            "properties": {
              "id": {
                "type": "integer"
              },
              "phase": {
                "type": "string",
                "enum": [
                  "selling",
                  "drawing",
                  "finished"
                ]
              },
              "ticketsSold": {
                "type": "integer"
              },
              "stakes": {
                "$ref": "#/components/schemas/Money"
              },
              "ticketPrice": {
                "$ref": "#/components/schemas/Money"
              },
              "salesEndAt": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        ]
      }
    }
  },
  "OpsTombalaRoomResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsTombalaRoom"
      }
    }
  },
  "OpsTombalaRoomsResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OpsTombalaRoom"
            }
          }
        }
      }
    }
  },
  "OpsGameResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsGame"
      }
    }
  },
  "OpsCasinoCategoryResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsCasinoCategory"
      }
    }
  },
  "OpsCampaign": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "code",
      "kind",
      "promotionId",
      "percent",
      "cap",
      "minDeposit",
      "wageringMultiplier",
      "minOdds",
      "bonusValidityHours",
      "weightProfile",
      "periodDays",
      "startsAt",
      "endsAt",
      "enabled",
      "open",
      "joined",
      "used"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "code": {
        "type": "string",
        "minLength": 2,
        "maxLength": 60,
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
      },
      "kind": {
        "type": "string",
        "enum": [
          "deposit",
          "cashback"
        ]
      },
      "promotionId": {
        "type": [
          "integer",
          "null"
        ],
        "description": "The promotion that advertises it (its Claim / Join button)."
      },
      "percent": {
        "type": "integer",
        "minimum": 1,
        "maximum": 1000
      },
      "cap": {
        "type": "number",
        "minimum": 0.01,
        "maximum": 10000000,
        "multipleOf": 0.01,
        "description": "TRY; the most one grant pays."
      },
      "minDeposit": {
        "type": "number",
        "minimum": 0,
        "maximum": 10000000,
        "multipleOf": 0.01,
        "description": "TRY; a deposit bonus needs a deposit of at least this."
      },
      "wageringMultiplier": {
        "type": "integer",
        "minimum": 0,
        "maximum": 1000
      },
      "minOdds": {
        "type": [
          "number",
          "null"
        ],
        "minimum": 1.01,
        "maximum": 1000,
        "multipleOf": 0.01,
        "description": "Decimal odds at or above which sports bets count towards wagering; null takes the site's setting."
      },
      "bonusValidityHours": {
        "type": "integer",
        "minimum": 1,
        "maximum": 8760
      },
      "weightProfile": {
        "type": "string",
        "minLength": 1,
        "maxLength": 40,
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
      },
      "periodDays": {
        "type": "integer",
        "minimum": 1,
        "maximum": 365
      },
      "startsAt": {
        "type": "string",
        "format": "date-time"
      },
      "endsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "enabled": {
        "type": "boolean"
      },
      "open": {
        "type": "boolean",
        "description": "Enabled and inside its window now."
      },
      "joined": {
        "type": "integer",
        "minimum": 0
      },
      "used": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "OpsCampaignSaveRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "code",
      "kind",
      "promotionId",
      "percent",
      "cap",
      "minDeposit",
      "wageringMultiplier",
      "minOdds",
      "bonusValidityHours",
      "weightProfile",
      "periodDays",
      "startsAt",
      "endsAt",
      "enabled"
    ],
    "properties": {
      "id": {
        "$ref": "#/components/schemas/OpsEditId"
      },
      "code": {
        "type": "string",
        "minLength": 2,
        "maxLength": 60,
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
      },
      "kind": {
        "type": "string",
        "enum": [
          "deposit",
          "cashback"
        ]
      },
      "promotionId": {
        "type": [
          "integer",
          "null"
        ],
        "description": "The promotion that advertises it (its Claim / Join button)."
      },
      "percent": {
        "type": "integer",
        "minimum": 1,
        "maximum": 1000
      },
      "cap": {
        "type": "number",
        "minimum": 0.01,
        "maximum": 10000000,
        "multipleOf": 0.01,
        "description": "TRY; the most one grant pays."
      },
      "minDeposit": {
        "type": "number",
        "minimum": 0,
        "maximum": 10000000,
        "multipleOf": 0.01,
        "description": "TRY; a deposit bonus needs a deposit of at least this."
      },
      "wageringMultiplier": {
        "type": "integer",
        "minimum": 0,
        "maximum": 1000
      },
      "minOdds": {
        "type": [
          "number",
          "null"
        ],
        "minimum": 1.01,
        "maximum": 1000,
        "multipleOf": 0.01,
        "description": "Decimal odds at or above which sports bets count towards wagering; null takes the site's setting."
      },
      "bonusValidityHours": {
        "type": "integer",
        "minimum": 1,
        "maximum": 8760
      },
      "weightProfile": {
        "type": "string",
        "minLength": 1,
        "maxLength": 40,
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
      },
      "periodDays": {
        "type": "integer",
        "minimum": 1,
        "maximum": 365
      },
      "startsAt": {
        "type": "string",
        "format": "date-time"
      },
      "endsAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "enabled": {
        "type": "boolean"
      }
    }
  },
  "OpsCampaignResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsCampaign"
      }
    }
  },
  "OpsCampaignListResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OpsCampaign"
        }
      }
    }
  },
  "OpsBonusSegment": {
    "type": "object",
    "additionalProperties": false,
    "description": "Players matching every rule given (none given is every eligible player).",
    "properties": {
      "registeredFrom": {
        "$ref": "#/components/schemas/DateFilter"
      },
      "registeredTo": {
        "$ref": "#/components/schemas/DateFilter"
      },
      "depositedWithinDays": {
        "type": "integer",
        "minimum": 1,
        "maximum": 365
      }
    }
  },
  "OpsBonusGrantRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "target",
      "amount",
      "wageringMultiplier",
      "validityDays",
      "reason"
    ],
    "properties": {
      "target": {
        "type": "string",
        "enum": [
          "player",
          "segment"
        ]
      },
      "player": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64,
        "description": "The player (target `player`) by id, username (any case) or usercode."
      },
      "segment": {
        "$ref": "#/components/schemas/OpsBonusSegment"
      },
      "amount": {
        "type": "number",
        "exclusiveMinimum": 0,
        "maximum": 1000000,
        "description": "TRY per player, at most two decimals."
      },
      "wageringMultiplier": {
        "type": "integer",
        "minimum": 0,
        "maximum": 1000
      },
      "validityDays": {
        "type": "integer",
        "minimum": 1,
        "maximum": 365
      },
      "reason": {
        "type": "string",
        "minLength": 3,
        "maxLength": 500
      }
    }
  },
  "OpsBonusGrant": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "target",
      "playerId",
      "username",
      "segment",
      "amount",
      "wageringMultiplier",
      "expiresAt",
      "reason",
      "players",
      "active",
      "grantedBy",
      "createdAt",
      "cancelledAt",
      "cancelledBy"
    ],
    "properties": {
      "id": {
        "type": "integer"
      },
      "target": {
        "type": "string",
        "enum": [
          "player",
          "segment"
        ]
      },
      "playerId": {
        "type": [
          "string",
          "null"
        ],
        "format": "uuid"
      },
      "username": {
        "type": [
          "string",
          "null"
        ]
      },
      "segment": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/OpsBonusSegment"
          },
          {
            "type": "null"
          }
        ]
      },
      "amount": {
        "$ref": "#/components/schemas/Money"
      },
      "wageringMultiplier": {
        "type": "integer"
      },
      "expiresAt": {
        "type": "string",
        "format": "date-time"
      },
      "reason": {
        "type": "string"
      },
      "players": {
        "type": "integer",
        "description": "How many players it granted to."
      },
      "active": {
        "type": "integer",
        "description": "How many of its bonuses are still active."
      },
      "grantedBy": {
        "type": "string"
      },
      "createdAt": {
        "type": "string",
        "format": "date-time"
      },
      "cancelledAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "cancelledBy": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "OpsBonusGrantResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsBonusGrant"
      }
    }
  },
  "OpsBonusGrantPageResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "items",
          "total"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OpsBonusGrant"
            }
          },
          "total": {
            "type": "integer"
          }
        }
      }
    }
  },
  "OpsBonusSegmentSizeResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "players"
        ],
        "properties": {
          "players": {
            "type": "integer"
          }
        }
      }
    }
  },
  "OpsPlayerBonusResponse": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "success",
      "message",
      "data"
    ],
    "properties": {
      "success": {
        "type": "boolean",
        "const": true
      },
      "message": {
        "type": "string"
      },
      "data": {
        "$ref": "#/components/schemas/OpsPlayerBonus"
      }
    }
  }
} as const;

export type SchemaName = keyof typeof schemas;
