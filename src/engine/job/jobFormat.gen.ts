// Written by `npm run docs` from the schema (src/engine/scenario/jobSpec.ts): do not edit. The plain
// table of the job spec, which a scenario holds under "job" that the page, the link reader and the command line check with (format.ts).
import type { FormatField } from '../scenario/format.ts';

export const JOB_FORMAT: FormatField = {
  "type": "object",
  "shape": {
    "kind": {
      "type": "enum",
      "allowed": {
        "kind": "enum",
        "values": [
          "training",
          "serving"
        ]
      }
    },
    "title": {
      "type": "text",
      "allowed": {
        "kind": "text",
        "maxLength": 200
      },
      "optional": true
    },
    "model": {
      "type": "object",
      "shape": {
        "id": {
          "type": "pattern",
          "allowed": {
            "kind": "pattern",
            "description": "a catalog id such as \"qwen2.5-32b\""
          },
          "regex": "^[a-z0-9.-]+$",
          "optional": true
        },
        "totalParamsB": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.001,
            "max": 100000,
            "integer": false,
            "unit": "billion parameters",
            "smallestNonZero": 0.000001
          }
        },
        "activeParamsB": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.001,
            "max": 100000,
            "integer": false,
            "unit": "billion parameters",
            "smallestNonZero": 0.000001
          },
          "optional": true
        },
        "layers": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 1000,
            "integer": true,
            "unit": "layers",
            "smallestNonZero": 0.000001
          },
          "optional": true
        },
        "kvHeads": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 1024,
            "integer": true,
            "unit": "heads",
            "smallestNonZero": 0.000001
          },
          "optional": true
        },
        "headDim": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 4096,
            "integer": true,
            "unit": "values a head",
            "smallestNonZero": 0.000001
          },
          "optional": true
        },
        "kvBytesPerToken": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 1000000000,
            "integer": false,
            "unit": "bytes a token",
            "smallestNonZero": 0.000001
          },
          "optional": true
        }
      }
    },
    "gpu": {
      "type": "object",
      "shape": {
        "id": {
          "type": "text",
          "allowed": {
            "kind": "text",
            "maxLength": 80
          },
          "optional": true
        },
        "peakTflops": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.001,
            "max": 100000,
            "integer": false,
            "unit": "TFLOPS",
            "smallestNonZero": 0.000001
          }
        },
        "memoryGB": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 10000,
            "integer": false,
            "unit": "GB",
            "smallestNonZero": 0.000001
          }
        },
        "cardsPerInstance": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 1024,
            "integer": true,
            "unit": "cards",
            "smallestNonZero": 0.000001
          },
          "default": 1
        }
      }
    },
    "precisionBytes": {
      "type": "number",
      "allowed": {
        "kind": "number",
        "min": 0.25,
        "max": 8,
        "integer": false,
        "unit": "bytes a weight",
        "smallestNonZero": 0.000001
      },
      "default": 2
    },
    "usableMemoryPct": {
      "type": "number",
      "allowed": {
        "kind": "number",
        "min": 1,
        "max": 100,
        "integer": false,
        "unit": "%",
        "smallestNonZero": 0.000001
      },
      "default": 90
    },
    "training": {
      "type": "object",
      "shape": {
        "tokens": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 10000000000000000,
            "integer": false,
            "unit": "tokens",
            "smallestNonZero": 0.000001
          }
        },
        "method": {
          "type": "enum",
          "allowed": {
            "kind": "enum",
            "values": [
              "full",
              "lora",
              "qlora"
            ]
          }
        },
        "mfuPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 42
        },
        "adapterSharePct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.000001,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "optional": true
        },
        "deadlineHours": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.01,
            "max": 1000000,
            "integer": false,
            "unit": "hours",
            "smallestNonZero": 0.000001
          },
          "optional": true
        },
        "overheadPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 5
        },
        "spotOverheadPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 15
        },
        "spot": {
          "type": "boolean",
          "allowed": {
            "kind": "boolean"
          },
          "default": false
        },
        "runsPerYear": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.01,
            "max": 8760,
            "integer": false,
            "unit": "runs a year",
            "smallestNonZero": 0.000001
          },
          "default": 1
        }
      },
      "optional": true
    },
    "serving": {
      "type": "object",
      "shape": {
        "tokensPerDay": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 10000000000000000,
            "integer": false,
            "unit": "tokens a day",
            "smallestNonZero": 0.000001
          }
        },
        "inputSharePct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          }
        },
        "cachedSharePct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "peakFactor": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 100,
            "integer": false,
            "unit": "× the average hour",
            "smallestNonZero": 0.000001
          }
        },
        "outputTokensPerSecondPerCard": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.001,
            "max": 10000000,
            "integer": false,
            "unit": "tokens/s",
            "smallestNonZero": 0.000001
          }
        },
        "contextTokens": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 10000000,
            "integer": true,
            "unit": "tokens",
            "smallestNonZero": 0.000001
          }
        },
        "concurrentSequences": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 10000000,
            "integer": true,
            "unit": "sequences",
            "smallestNonZero": 0.000001
          }
        },
        "cardsPerReplica": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 1024,
            "integer": true,
            "unit": "cards",
            "smallestNonZero": 0.000001
          },
          "optional": true
        }
      },
      "optional": true
    },
    "api": {
      "type": "object",
      "shape": {
        "name": {
          "type": "text",
          "allowed": {
            "kind": "text",
            "maxLength": 120
          },
          "optional": true
        },
        "inputPerM": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000,
            "integer": false,
            "unit": "per million tokens",
            "smallestNonZero": 0.000001
          }
        },
        "cachedInputPerM": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000,
            "integer": false,
            "unit": "per million tokens",
            "smallestNonZero": 0.000001
          },
          "optional": true
        },
        "outputPerM": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000,
            "integer": false,
            "unit": "per million tokens",
            "smallestNonZero": 0.000001
          }
        },
        "currency": {
          "type": "pattern",
          "allowed": {
            "kind": "pattern",
            "description": "an ISO 4217 currency code such as \"CNY\", \"USD\" or \"EUR\""
          },
          "regex": "^[A-Z]{3}$",
          "currency": true
        }
      },
      "optional": true
    },
    "cardHourCost": {
      "type": "object",
      "shape": {
        "amount": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000,
            "integer": false,
            "unit": "per card-hour",
            "smallestNonZero": 0.000001
          }
        },
        "currency": {
          "type": "pattern",
          "allowed": {
            "kind": "pattern",
            "description": "an ISO 4217 currency code such as \"CNY\", \"USD\" or \"EUR\""
          },
          "regex": "^[A-Z]{3}$",
          "currency": true
        }
      },
      "optional": true
    },
    "sources": {
      "type": "record",
      "value": {
        "type": "object",
        "shape": {
          "source": {
            "type": "text",
            "allowed": {
              "kind": "text",
              "maxLength": 500
            }
          },
          "asOf": {
            "type": "pattern",
            "allowed": {
              "kind": "pattern",
              "description": "a date written YYYY-MM-DD"
            },
            "regex": "^\\d{4}-\\d{2}-\\d{2}$",
            "realDate": true,
            "optional": true
          }
        }
      },
      "optional": true
    }
  }
};
