// Written by `npm run docs` from the schema (src/engine/scenario/jobSpec.ts): do not edit. The plain
// table of the job spec, which a scenario holds under "job" that the page, the link reader and the command line check with (format.ts).
import { type FormatField, unpackFormat } from '../scenario/format.ts';

export const JOB_FORMAT: FormatField = unpackFormat({
  "type": "object",
  "shape": {
    "kind": {
      "type": "enum",
      "values": [
        "training",
        "serving"
      ]
    },
    "title": {
      "type": "text",
      "maxLength": 200,
      "optional": true
    },
    "model": {
      "type": "object",
      "shape": {
        "id": {
          "type": "pattern",
          "description": "a catalog id such as \"qwen2.5-32b\"",
          "regex": "^[a-z0-9.-]+$",
          "optional": true
        },
        "totalParamsB": {
          "min": 0.001,
          "max": 100000,
          "unit": "billion parameters"
        },
        "activeParamsB": {
          "min": 0.001,
          "max": 100000,
          "unit": "billion parameters",
          "optional": true
        },
        "layers": {
          "min": 1,
          "max": 1000,
          "integer": true,
          "unit": "layers",
          "optional": true
        },
        "kvHeads": {
          "min": 1,
          "max": 1024,
          "integer": true,
          "unit": "heads",
          "optional": true
        },
        "headDim": {
          "min": 1,
          "max": 4096,
          "integer": true,
          "unit": "values a head",
          "optional": true
        },
        "kvBytesPerToken": {
          "min": 1,
          "max": 1000000000,
          "unit": "bytes a token",
          "optional": true
        },
        "hiddenSize": {
          "min": 1,
          "max": 1000000,
          "integer": true,
          "unit": "values",
          "optional": true
        },
        "vocabSize": {
          "min": 1,
          "max": 100000000,
          "integer": true,
          "unit": "tokens",
          "optional": true
        }
      }
    },
    "gpu": {
      "type": "object",
      "shape": {
        "id": {
          "type": "text",
          "maxLength": 80,
          "optional": true
        },
        "peakTflops": {
          "min": 0.001,
          "max": 100000,
          "unit": "TFLOPS"
        },
        "memoryGB": {
          "min": 1,
          "max": 10000,
          "unit": "GB"
        },
        "cardsPerInstance": {
          "min": 1,
          "max": 1024,
          "integer": true,
          "unit": "cards",
          "default": 1
        },
        "memoryBandwidthTBps": {
          "min": 0.01,
          "max": 1000,
          "unit": "TB/s",
          "optional": true
        }
      }
    },
    "precisionBytes": {
      "min": 0.25,
      "max": 8,
      "unit": "bytes a weight",
      "default": 2
    },
    "usableMemoryPct": {
      "min": 1,
      "max": 100,
      "unit": "%",
      "default": 90
    },
    "training": {
      "type": "object",
      "shape": {
        "tokens": {
          "max": 10000000000000000,
          "unit": "tokens"
        },
        "method": {
          "type": "enum",
          "values": [
            "full",
            "lora",
            "qlora"
          ]
        },
        "regime": {
          "type": "enum",
          "values": [
            "pretraining",
            "fine-tuning",
            "lora",
            "qlora",
            "moe"
          ],
          "optional": true
        },
        "mfuPct": {
          "min": 1,
          "max": 100,
          "unit": "%",
          "optional": true
        },
        "adapterSharePct": {
          "min": 0.000001,
          "max": 100,
          "unit": "%",
          "optional": true
        },
        "deadlineHours": {
          "min": 0.01,
          "max": 1000000,
          "unit": "hours",
          "optional": true
        },
        "overheadPct": {
          "max": 1000,
          "unit": "%",
          "optional": true
        },
        "spotOverheadPct": {
          "max": 1000,
          "unit": "%",
          "default": 15
        },
        "spot": {
          "type": "boolean",
          "default": false
        },
        "runsPerYear": {
          "min": 0.01,
          "max": 8760,
          "unit": "runs a year",
          "default": 1
        },
        "sequenceTokens": {
          "min": 1,
          "max": 10000000,
          "integer": true,
          "unit": "tokens",
          "optional": true
        },
        "microBatchSequences": {
          "min": 1,
          "max": 100000,
          "integer": true,
          "unit": "sequences",
          "optional": true
        },
        "optimizer": {
          "type": "enum",
          "values": [
            "replicated",
            "distributed"
          ],
          "optional": true
        },
        "maxCards": {
          "min": 1,
          "max": 100000,
          "integer": true,
          "unit": "cards",
          "optional": true
        }
      },
      "optional": true
    },
    "serving": {
      "type": "object",
      "shape": {
        "tokensPerDay": {
          "min": 1,
          "max": 10000000000000000,
          "unit": "tokens a day"
        },
        "inputSharePct": {
          "max": 100,
          "unit": "%"
        },
        "cachedSharePct": {
          "max": 100,
          "unit": "%",
          "default": 0
        },
        "peakFactor": {
          "min": 1,
          "max": 100,
          "unit": "× the average hour"
        },
        "outputTokensPerSecondPerCard": {
          "min": 0.001,
          "max": 10000000,
          "unit": "tokens/s"
        },
        "contextTokens": {
          "max": 10000000,
          "integer": true,
          "unit": "tokens"
        },
        "concurrentSequences": {
          "max": 10000000,
          "integer": true,
          "unit": "sequences",
          "optional": true
        },
        "tokensPerSecondPerUser": {
          "min": 0.01,
          "max": 100000,
          "unit": "tokens/s a user",
          "optional": true
        },
        "cardsPerReplica": {
          "min": 1,
          "max": 1024,
          "integer": true,
          "unit": "cards",
          "optional": true
        },
        "kvPrecisionBytes": {
          "min": 0.25,
          "max": 8,
          "unit": "bytes a value",
          "optional": true
        },
        "inputTokenCost": {
          "max": 1000,
          "unit": "output tokens' time",
          "optional": true
        },
        "prefillEfficiencyPct": {
          "min": 1,
          "max": 100,
          "unit": "%",
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
          "maxLength": 120,
          "optional": true
        },
        "inputPerM": {
          "max": 1000000,
          "unit": "per million tokens"
        },
        "cachedInputPerM": {
          "max": 1000000,
          "unit": "per million tokens",
          "optional": true
        },
        "outputPerM": {
          "max": 1000000,
          "unit": "per million tokens"
        },
        "cacheWritePerM": {
          "max": 1000000,
          "unit": "per million tokens",
          "optional": true
        },
        "cacheWriteSharePct": {
          "max": 100,
          "unit": "%",
          "optional": true
        },
        "currency": {
          "type": "pattern",
          "description": "an ISO 4217 currency code such as \"CNY\", \"USD\" or \"EUR\"",
          "regex": "^[A-Z]{3}$",
          "currency": true
        },
        "priceChangePctPerYear": {
          "min": -90,
          "max": 500,
          "unit": "% a year",
          "default": -50
        }
      },
      "optional": true
    },
    "energy": {
      "type": "object",
      "shape": {
        "gpuWatts": {
          "min": 1,
          "max": 5000,
          "unit": "W",
          "optional": true
        },
        "pue": {
          "min": 1,
          "max": 3,
          "optional": true
        },
        "grid": {
          "type": "pattern",
          "description": "a grid id such as \"cn-national-2023\"",
          "regex": "^[a-z0-9-]+$",
          "optional": true
        },
        "kgCo2ePerKWh": {
          "max": 5,
          "unit": "kg CO₂e a kWh",
          "optional": true
        }
      },
      "optional": true
    },
    "cardHourCost": {
      "type": "object",
      "shape": {
        "amount": {
          "max": 1000000,
          "unit": "per card-hour"
        },
        "currency": {
          "type": "pattern",
          "description": "an ISO 4217 currency code such as \"CNY\", \"USD\" or \"EUR\"",
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
            "maxLength": 500
          },
          "asOf": {
            "type": "pattern",
            "description": "a date written YYYY-MM-DD",
            "regex": "^\\d{4}-\\d{2}-\\d{2}$",
            "realDate": true,
            "optional": true
          }
        }
      },
      "optional": true
    }
  }
});
