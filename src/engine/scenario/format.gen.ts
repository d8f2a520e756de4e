// Written by `npm run docs` from the schema (src/engine/scenario/schema.ts): do not edit. The plain
// table of the scenario format that the page, the link reader and the command line check with (format.ts).
import { type FormatField, unpackFormat } from './format.ts';

export const FORMAT: FormatField = unpackFormat({
  "type": "object",
  "shape": {
    "version": {
      "min": 1,
      "max": 8,
      "integer": true
    },
    "name": {
      "type": "text",
      "maxLength": 80,
      "default": ""
    },
    "currency": {
      "type": "pattern",
      "description": "an ISO 4217 currency code such as \"CNY\", \"USD\" or \"EUR\"",
      "regex": "^[A-Z]{3}$",
      "currency": true
    },
    "horizonMonths": {
      "min": 1,
      "max": 120,
      "integer": true,
      "unit": "months"
    },
    "discountRatePct": {
      "max": 50,
      "unit": "% a year",
      "default": 0
    },
    "sources": {
      "type": "record",
      "value": {
        "type": "object",
        "shape": {
          "source": {
            "type": "text",
            "maxLength": 300
          },
          "asOf": {
            "type": "pattern",
            "description": "a date written YYYY-MM-DD",
            "regex": "^\\d{4}-\\d{2}-\\d{2}$",
            "realDate": true
          }
        }
      },
      "default": {}
    },
    "market": {
      "type": "enum",
      "values": [
        "cn",
        "us",
        "eu",
        "global"
      ],
      "default": null,
      "nullable": true
    },
    "catalog": {
      "type": "object",
      "shape": {
        "snapshot": {
          "type": "pattern",
          "description": "a snapshot id such as \"2026-12-01-0a1b2c3d\"",
          "regex": "^\\d{4}-\\d{2}-\\d{2}-[0-9a-f]{8}$"
        },
        "entry": {
          "type": "text",
          "maxLength": 80
        },
        "market": {
          "type": "enum",
          "values": [
            "cn",
            "us",
            "eu",
            "global"
          ]
        }
      },
      "default": null,
      "nullable": true
    },
    "evaluatedOn": {
      "type": "pattern",
      "description": "a date written YYYY-MM-DD",
      "regex": "^\\d{4}-\\d{2}-\\d{2}$",
      "realDate": true,
      "default": null,
      "nullable": true
    },
    "workload": {
      "type": "object",
      "shape": {
        "gpus": {
          "min": 1,
          "max": 100000,
          "integer": true,
          "unit": "cards"
        },
        "hoursPerDay": {
          "max": 24,
          "unit": "hours"
        },
        "daysPerYear": {
          "max": 365,
          "unit": "days"
        },
        "sessionsPerDay": {
          "min": 1,
          "max": 1440,
          "integer": true,
          "unit": "sessions",
          "default": 1
        },
        "toleratesInterruption": {
          "type": "boolean",
          "default": false
        }
      }
    },
    "own": {
      "type": "object",
      "shape": {
        "serverPrice": {
          "max": 1000000000000,
          "unit": "per server"
        },
        "gpusPerServer": {
          "min": 1,
          "max": 64,
          "integer": true,
          "unit": "cards"
        },
        "setupCost": {
          "max": 1000000000000,
          "unit": "one-time",
          "default": 0
        },
        "refreshAtEndOfLife": {
          "type": "boolean",
          "default": false
        },
        "leadTimeMonths": {
          "max": 36,
          "unit": "months",
          "default": 0
        },
        "availabilityPct": {
          "min": 50,
          "max": 100,
          "unit": "% of busy hours",
          "default": null,
          "nullable": true
        },
        "failureCover": {
          "type": "enum",
          "values": [
            "rent",
            "wait"
          ],
          "default": "rent"
        },
        "depreciation": {
          "type": "object",
          "shape": {
            "method": {
              "type": "enum",
              "values": [
                "straight-line",
                "declining-balance",
                "sum-of-years"
              ]
            },
            "years": {
              "min": 1,
              "max": 10,
              "integer": true,
              "unit": "years"
            },
            "salvagePct": {
              "max": 100,
              "unit": "%",
              "default": 0
            },
            "salvageIs": {
              "type": "enum",
              "values": [
                "book",
                "resale",
                "market-curve"
              ],
              "default": "market-curve"
            },
            "saleHaircutPct": {
              "max": 100,
              "unit": "%",
              "default": 38.8
            }
          }
        },
        "power": {
          "type": "object",
          "shape": {
            "gpuWatts": {
              "max": 5000,
              "unit": "W"
            },
            "idleGpuWatts": {
              "max": 5000,
              "unit": "W"
            },
            "serverBaseWatts": {
              "max": 100000,
              "unit": "W"
            },
            "pue": {
              "min": 1,
              "max": 3
            },
            "pricePerKWh": {
              "max": 100,
              "unit": "per kWh"
            },
            "alwaysOn": {
              "type": "boolean"
            },
            "timeOfUse": {
              "type": "object",
              "shape": {
                "peakPricePerKWh": {
                  "max": 100,
                  "unit": "per kWh"
                },
                "offPeakPricePerKWh": {
                  "max": 100,
                  "unit": "per kWh"
                },
                "peakHoursPerDay": {
                  "max": 24,
                  "unit": "hours",
                  "default": 8
                },
                "busyAtPeakPct": {
                  "max": 100,
                  "unit": "%"
                }
              },
              "default": null,
              "nullable": true
            }
          }
        },
        "ops": {
          "type": "object",
          "shape": {
            "staffPerYear": {
              "max": 1000000000000,
              "unit": "per year"
            },
            "staffPerServerPerYear": {
              "max": 1000000000000,
              "unit": "per server a year",
              "default": 0
            },
            "maintenancePctPerYear": {
              "max": 100,
              "unit": "% of capital a year"
            },
            "colocationPerMonth": {
              "max": 1000000000000,
              "unit": "per month"
            },
            "colocationPerKWMonth": {
              "max": 1000000000000,
              "unit": "per kW-month",
              "default": 0
            },
            "cabinetPerMonth": {
              "max": 1000000000000,
              "unit": "per cabinet-month",
              "default": 0
            },
            "cabinetKW": {
              "max": 1000,
              "unit": "kW",
              "default": 0
            },
            "bandwidthPerMonth": {
              "max": 1000000000000,
              "unit": "per month"
            },
            "supportPerServerPerYear": {
              "max": 1000000000000,
              "unit": "per server a year",
              "default": 0
            },
            "otherPerYear": {
              "max": 1000000000000,
              "unit": "per year"
            }
          }
        },
        "cluster": {
          "type": "object",
          "shape": {
            "networkPerServer": {
              "max": 1000000000000,
              "unit": "per server",
              "default": 0
            },
            "rackPerServer": {
              "max": 1000000000000,
              "unit": "per server",
              "default": 0
            },
            "storage": {
              "max": 1000000000000,
              "unit": "one-time",
              "default": 0
            },
            "lifeYears": {
              "min": 1,
              "max": 15,
              "integer": true,
              "unit": "years",
              "default": 5
            }
          },
          "default": {
            "networkPerServer": 0,
            "rackPerServer": 0,
            "storage": 0,
            "lifeYears": 5
          }
        }
      }
    },
    "rent": {
      "type": "object",
      "shape": {
        "plan": {
          "type": "enum",
          "values": [
            "on-demand",
            "reserved",
            "monthly",
            "weekly",
            "spot"
          ]
        },
        "pricePerGpuHour": {
          "max": 1000000,
          "unit": "per card-hour"
        },
        "billingIncrementMinutes": {
          "min": 0.001,
          "max": 525600,
          "unit": "minutes"
        },
        "minimumMinutes": {
          "max": 525600,
          "unit": "minutes",
          "default": 0
        },
        "reservedDiscountPct": {
          "max": 100,
          "unit": "%",
          "default": 20
        },
        "reservationResalePct": {
          "max": 100,
          "unit": "%",
          "default": 0
        },
        "staffPerYear": {
          "max": 1000000000000,
          "unit": "per year",
          "default": 0
        },
        "monthlyPricePerGpu": {
          "max": 1000000000000,
          "unit": "per card-month",
          "default": null,
          "nullable": true
        },
        "weeklyPricePerGpu": {
          "max": 1000000000000,
          "unit": "per card-week",
          "default": null,
          "nullable": true
        },
        "spotDiscountPct": {
          "max": 100,
          "unit": "%",
          "default": 60
        },
        "spotOverheadPct": {
          "max": 100,
          "unit": "%",
          "default": 10
        },
        "storage": {
          "type": "object",
          "shape": {
            "hotGB": {
              "max": 1000000000,
              "unit": "GB",
              "default": 0
            },
            "hotPricePerGBMonth": {
              "max": 1000000000000,
              "unit": "per GB-month",
              "default": 0
            },
            "coldGB": {
              "max": 1000000000,
              "unit": "GB",
              "default": 0
            },
            "coldPricePerGBMonth": {
              "max": 1000000000000,
              "unit": "per GB-month",
              "default": 0
            },
            "egressGBPerMonth": {
              "max": 1000000000,
              "unit": "GB per month",
              "default": 0
            },
            "egressPricePerGB": {
              "max": 1000000000000,
              "unit": "per GB",
              "default": 0
            }
          },
          "default": {
            "hotGB": 0,
            "hotPricePerGBMonth": 0,
            "coldGB": 0,
            "coldPricePerGBMonth": 0,
            "egressGBPerMonth": 0,
            "egressPricePerGB": 0
          }
        },
        "speedRatio": {
          "min": 0.05,
          "max": 20,
          "unit": "× the owned card's speed",
          "default": 1
        },
        "gpusPerInstance": {
          "min": 1,
          "max": 64,
          "integer": true,
          "unit": "cards",
          "default": 1
        },
        "reservedTermYears": {
          "min": 1,
          "max": 5,
          "integer": true,
          "unit": "years",
          "default": null,
          "nullable": true
        },
        "pricePath": {
          "type": "object",
          "shape": {
            "changePctPerYear": {
              "min": -90,
              "max": 500,
              "unit": "% a year",
              "default": 0
            },
            "points": {
              "type": "record",
              "key": "^([1-9]\\d?|[1-5]\\d\\d|600)$",
              "value": {
                "min": 1,
                "max": 1000,
                "unit": "% of today's price"
              },
              "default": {}
            },
            "index": {
              "type": "object",
              "shape": {
                "name": {
                  "type": "text",
                  "maxLength": 60
                },
                "level": {
                  "max": 1000000000
                },
                "asOf": {
                  "type": "pattern",
                  "description": "a date written YYYY-MM-DD",
                  "regex": "^\\d{4}-\\d{2}-\\d{2}$",
                  "realDate": true
                }
              },
              "default": null,
              "nullable": true
            }
          },
          "default": {
            "changePctPerYear": 0,
            "points": {},
            "index": null
          }
        }
      }
    },
    "tax": {
      "type": "object",
      "shape": {
        "hardwareVatPct": {
          "max": 100,
          "unit": "%",
          "default": 0
        },
        "hardwareVatRecoverable": {
          "type": "boolean",
          "default": false
        },
        "cloudVatPct": {
          "max": 100,
          "unit": "%",
          "default": 0
        },
        "cloudVatRecoverable": {
          "type": "boolean",
          "default": false
        }
      },
      "default": {
        "hardwareVatPct": 0,
        "hardwareVatRecoverable": false,
        "cloudVatPct": 0,
        "cloudVatRecoverable": false
      }
    },
    "finance": {
      "type": "object",
      "shape": {
        "buyer": {
          "type": "enum",
          "values": [
            "before-tax",
            "cn-general",
            "cn-small",
            "cn-public",
            "us-company"
          ],
          "default": "before-tax"
        },
        "incomeTaxPct": {
          "max": 60,
          "unit": "% of taxable income",
          "default": 0
        },
        "stateTaxPct": {
          "max": 30,
          "unit": "% of taxable income",
          "default": 0
        },
        "taxSchedule": {
          "type": "enum",
          "values": [
            "expense",
            "straight-line",
            "macrs-5",
            "section-179"
          ],
          "default": "straight-line"
        },
        "taxLifeYears": {
          "min": 1,
          "max": 10,
          "integer": true,
          "unit": "years",
          "default": 3
        },
        "invoiced": {
          "type": "boolean",
          "default": true
        },
        "firstYear": {
          "min": 2000,
          "max": 2100,
          "integer": true,
          "unit": "year",
          "default": 2026
        },
        "financing": {
          "type": "object",
          "shape": {
            "kind": {
              "type": "enum",
              "values": [
                "cash",
                "loan",
                "lease"
              ],
              "default": "cash"
            },
            "downPaymentPct": {
              "max": 100,
              "unit": "%",
              "default": 20
            },
            "ratePct": {
              "max": 50,
              "unit": "% a year",
              "default": 8
            },
            "months": {
              "min": 1,
              "max": 120,
              "integer": true,
              "unit": "months",
              "default": 36
            },
            "subsidyPct": {
              "max": 50,
              "unit": "percentage points a year",
              "default": 0
            },
            "subsidyMonths": {
              "max": 120,
              "integer": true,
              "unit": "months",
              "default": 0
            },
            "buyoutPct": {
              "max": 100,
              "unit": "%",
              "default": 1
            }
          },
          "default": {
            "kind": "cash",
            "downPaymentPct": 20,
            "ratePct": 8,
            "months": 36,
            "subsidyPct": 0,
            "subsidyMonths": 0,
            "buyoutPct": 1
          }
        }
      },
      "default": {
        "buyer": "before-tax",
        "incomeTaxPct": 0,
        "stateTaxPct": 0,
        "taxSchedule": "straight-line",
        "taxLifeYears": 3,
        "invoiced": true,
        "firstYear": 2026,
        "financing": {
          "kind": "cash",
          "downPaymentPct": 20,
          "ratePct": 8,
          "months": 36,
          "subsidyPct": 0,
          "subsidyMonths": 0,
          "buyoutPct": 1
        }
      }
    },
    "advisor": {
      "type": "object",
      "shape": {
        "mix": {
          "type": "boolean",
          "default": true
        }
      },
      "optional": true
    },
    "hybrid": {
      "type": "object",
      "shape": {
        "peakGpus": {
          "min": 1,
          "max": 100000,
          "integer": true,
          "unit": "cards"
        },
        "peakDaysPerYear": {
          "max": 365,
          "unit": "days"
        },
        "peakHoursPerDay": {
          "max": 24,
          "unit": "hours"
        }
      },
      "optional": true
    },
    "scaling": {
      "type": "object",
      "shape": {
        "jobGpuHours": {
          "max": 10000000,
          "unit": "hours on one card"
        },
        "maxGpus": {
          "min": 1,
          "max": 4096,
          "integer": true,
          "unit": "cards",
          "default": 64
        },
        "efficiencyPct": {
          "min": 1,
          "max": 100,
          "unit": "% of linear speedup",
          "default": 90
        },
        "speedups": {
          "type": "record",
          "key": "^[1-9]\\d{0,3}$",
          "value": {
            "min": 0.001,
            "max": 100000,
            "unit": "× one card"
          },
          "default": {}
        },
        "gpusPerNode": {
          "min": 1,
          "max": 64,
          "integer": true,
          "unit": "cards",
          "default": 8
        },
        "interNodeLatencyMs": {
          "max": 1000,
          "unit": "ms",
          "default": 0
        },
        "latencyPenaltyPctPerMs": {
          "max": 100,
          "unit": "% of throughput per ms",
          "default": 6
        }
      },
      "optional": true
    },
    "utilization": {
      "type": "object",
      "shape": {
        "targetPct": {
          "min": 1,
          "max": 100,
          "unit": "% of paid-for hours",
          "default": 78
        }
      },
      "optional": true
    },
    "obsolescence": {
      "type": "object",
      "shape": {
        "doublingMonths": {
          "min": 1,
          "max": 120,
          "unit": "months",
          "default": 30
        },
        "rentPricesFall": {
          "type": "boolean",
          "default": false
        },
        "resaleFalls": {
          "type": "boolean",
          "default": false
        }
      },
      "optional": true
    },
    "storageIO": {
      "type": "object",
      "shape": {
        "epochMinutes": {
          "max": 1000000,
          "unit": "minutes"
        },
        "ioWaitPct": {
          "max": 99,
          "unit": "% of the epoch"
        },
        "ioWaitWithCachePct": {
          "max": 99,
          "unit": "% of the epoch",
          "default": 0
        },
        "epochsPerMonth": {
          "max": 1000000,
          "unit": "epochs a month"
        },
        "cacheGB": {
          "max": 1000000000,
          "unit": "GB",
          "default": 0
        },
        "cachePricePerGBMonth": {
          "max": 1000000000000,
          "unit": "per GB-month",
          "default": 0
        }
      },
      "optional": true
    },
    "sensitivity": {
      "type": "object",
      "shape": {
        "movePct": {
          "min": 1,
          "max": 90,
          "unit": "%",
          "default": 20
        }
      },
      "optional": true
    },
    "uncertainty": {
      "type": "object",
      "shape": {
        "samples": {
          "min": 100,
          "max": 100000,
          "integer": true,
          "unit": "samples",
          "default": 10000
        },
        "seed": {
          "max": 4294967295,
          "integer": true,
          "default": 1
        },
        "rangesAre": {
          "type": "enum",
          "values": [
            "p10-p90",
            "limits"
          ],
          "default": "p10-p90"
        },
        "priceCorrelation": {
          "max": 1,
          "unit": "correlation",
          "default": 0.5
        },
        "hoursPerDay": {
          "type": "object",
          "shape": {
            "low": {
              "max": 24,
              "unit": "hours"
            },
            "likely": {
              "max": 24,
              "unit": "hours"
            },
            "high": {
              "max": 24,
              "unit": "hours"
            }
          },
          "default": null,
          "nullable": true
        },
        "pricePerGpuHour": {
          "type": "object",
          "shape": {
            "low": {
              "max": 1000000,
              "unit": "per card-hour"
            },
            "likely": {
              "max": 1000000,
              "unit": "per card-hour"
            },
            "high": {
              "max": 1000000,
              "unit": "per card-hour"
            }
          },
          "default": null,
          "nullable": true
        },
        "pricePerKWh": {
          "type": "object",
          "shape": {
            "low": {
              "max": 100,
              "unit": "per kWh"
            },
            "likely": {
              "max": 100,
              "unit": "per kWh"
            },
            "high": {
              "max": 100,
              "unit": "per kWh"
            }
          },
          "default": null,
          "nullable": true
        },
        "serverPrice": {
          "type": "object",
          "shape": {
            "low": {
              "max": 1000000000000,
              "unit": "per server"
            },
            "likely": {
              "max": 1000000000000,
              "unit": "per server"
            },
            "high": {
              "max": 1000000000000,
              "unit": "per server"
            }
          },
          "default": null,
          "nullable": true
        },
        "daysPerYear": {
          "type": "object",
          "shape": {
            "low": {
              "max": 365,
              "unit": "days"
            },
            "likely": {
              "max": 365,
              "unit": "days"
            },
            "high": {
              "max": 365,
              "unit": "days"
            }
          },
          "default": null,
          "nullable": true
        },
        "salvagePct": {
          "type": "object",
          "shape": {
            "low": {
              "max": 100,
              "unit": "%"
            },
            "likely": {
              "max": 100,
              "unit": "%"
            },
            "high": {
              "max": 100,
              "unit": "%"
            }
          },
          "default": null,
          "nullable": true
        },
        "planDiscountPct": {
          "type": "object",
          "shape": {
            "low": {
              "max": 100,
              "unit": "%"
            },
            "likely": {
              "max": 100,
              "unit": "%"
            },
            "high": {
              "max": 100,
              "unit": "%"
            }
          },
          "default": null,
          "nullable": true
        },
        "discountRatePct": {
          "type": "object",
          "shape": {
            "low": {
              "max": 50,
              "unit": "% a year"
            },
            "likely": {
              "max": 50,
              "unit": "% a year"
            },
            "high": {
              "max": 50,
              "unit": "% a year"
            }
          },
          "default": null,
          "nullable": true
        },
        "leadTimeMonths": {
          "type": "object",
          "shape": {
            "low": {
              "max": 36,
              "unit": "months"
            },
            "likely": {
              "max": 36,
              "unit": "months"
            },
            "high": {
              "max": 36,
              "unit": "months"
            }
          },
          "default": null,
          "nullable": true
        },
        "availabilityPct": {
          "type": "object",
          "shape": {
            "low": {
              "min": 50,
              "max": 100,
              "unit": "% of busy hours"
            },
            "likely": {
              "min": 50,
              "max": 100,
              "unit": "% of busy hours"
            },
            "high": {
              "min": 50,
              "max": 100,
              "unit": "% of busy hours"
            }
          },
          "default": null,
          "nullable": true
        },
        "priceChangePctPerYear": {
          "type": "object",
          "shape": {
            "low": {
              "min": -90,
              "max": 500,
              "unit": "% a year"
            },
            "likely": {
              "min": -90,
              "max": 500,
              "unit": "% a year"
            },
            "high": {
              "min": -90,
              "max": 500,
              "unit": "% a year"
            }
          },
          "default": null,
          "nullable": true
        }
      },
      "optional": true
    },
    "providers": {
      "type": "object",
      "shape": {
        "weights": {
          "type": "object",
          "shape": {
            "hardware": {
              "max": 10,
              "default": 1
            },
            "network": {
              "max": 10,
              "default": 1
            },
            "recovery": {
              "max": 10,
              "default": 1
            },
            "billing": {
              "max": 10,
              "default": 1
            },
            "support": {
              "max": 10,
              "default": 1
            }
          },
          "default": {
            "hardware": 1,
            "network": 1,
            "recovery": 1,
            "billing": 1,
            "support": 1
          }
        },
        "targets": {
          "type": "object",
          "shape": {
            "bandwidthGbps": {
              "min": 0.001,
              "max": 10000,
              "unit": "Gbps",
              "default": 10
            },
            "latencyPenaltyPctPerMs": {
              "max": 100,
              "unit": "% of throughput per ms",
              "default": 6
            },
            "rtoHours": {
              "max": 10000,
              "unit": "hours",
              "default": 4
            },
            "rpoHours": {
              "max": 10000,
              "unit": "hours",
              "default": 1
            },
            "supportMinutes": {
              "min": 0.001,
              "max": 1000000,
              "unit": "minutes",
              "default": 15
            },
            "driverVersion": {
              "type": "pattern",
              "description": "a version such as \"550.54\" or empty",
              "regex": "^$|^\\d+(\\.\\d+)*$",
              "default": ""
            },
            "cudaVersion": {
              "type": "pattern",
              "description": "a version such as \"12.4\" or empty",
              "regex": "^$|^\\d+(\\.\\d+)*$",
              "default": ""
            },
            "costPerBusyGpuHour": {
              "max": 1000000,
              "unit": "per busy card-hour",
              "default": null,
              "nullable": true
            }
          },
          "default": {
            "bandwidthGbps": 10,
            "latencyPenaltyPctPerMs": 6,
            "rtoHours": 4,
            "rpoHours": 1,
            "supportMinutes": 15,
            "driverVersion": "",
            "cudaVersion": "",
            "costPerBusyGpuHour": null
          }
        },
        "chosen": {
          "type": "text",
          "maxLength": 24,
          "default": ""
        },
        "list": {
          "type": "record",
          "key": "^[a-z0-9-]{1,24}$",
          "value": {
            "type": "object",
            "shape": {
              "name": {
                "type": "text",
                "maxLength": 60
              },
              "gpuModel": {
                "type": "text",
                "maxLength": 80,
                "default": ""
              },
              "gpuMemoryGB": {
                "min": 1,
                "max": 4096,
                "unit": "GB",
                "default": null,
                "nullable": true
              },
              "gpusPerInstance": {
                "min": 1,
                "max": 64,
                "integer": true,
                "unit": "cards",
                "default": 1
              },
              "pricePerGpuHour": {
                "max": 1000000,
                "unit": "per card-hour"
              },
              "billingIncrementMinutes": {
                "min": 0.001,
                "max": 525600,
                "unit": "minutes",
                "default": 60
              },
              "minimumMinutes": {
                "max": 525600,
                "unit": "minutes",
                "default": 0
              },
              "reservedDiscountPct": {
                "max": 100,
                "unit": "%",
                "default": null,
                "nullable": true
              },
              "monthlyPricePerGpu": {
                "max": 1000000000000,
                "unit": "per card-month",
                "default": null,
                "nullable": true
              },
              "weeklyPricePerGpu": {
                "max": 1000000000000,
                "unit": "per card-week",
                "default": null,
                "nullable": true
              },
              "spotDiscountPct": {
                "max": 100,
                "unit": "%",
                "default": null,
                "nullable": true
              },
              "hotStoragePricePerGBMonth": {
                "max": 1000000000000,
                "unit": "per GB-month",
                "default": null,
                "nullable": true
              },
              "source": {
                "type": "object",
                "shape": {
                  "source": {
                    "type": "text",
                    "maxLength": 300
                  },
                  "asOf": {
                    "type": "pattern",
                    "description": "a date written YYYY-MM-DD",
                    "regex": "^\\d{4}-\\d{2}-\\d{2}$",
                    "realDate": true
                  }
                },
                "default": null,
                "nullable": true
              },
              "gpuEvidence": {
                "type": "object",
                "shape": {
                  "name": {
                    "type": "text",
                    "maxLength": 120
                  },
                  "count": {
                    "max": 4096,
                    "integer": true,
                    "unit": "cards"
                  },
                  "memoryTotalMiB": {
                    "max": 100000000,
                    "unit": "MiB",
                    "default": null,
                    "nullable": true
                  },
                  "migEnabled": {
                    "type": "boolean",
                    "default": false
                  },
                  "virtualizationMode": {
                    "type": "text",
                    "maxLength": 40,
                    "default": ""
                  },
                  "driverVersion": {
                    "type": "text",
                    "maxLength": 40,
                    "default": ""
                  },
                  "cudaVersion": {
                    "type": "text",
                    "maxLength": 40,
                    "default": ""
                  }
                },
                "default": null,
                "nullable": true
              },
              "bandwidthGbps": {
                "max": 10000,
                "unit": "Gbps",
                "default": null,
                "nullable": true
              },
              "retransmits": {
                "max": 1000000000000,
                "integer": true,
                "unit": "retransmits",
                "default": null,
                "nullable": true
              },
              "latencyMs": {
                "max": 10000,
                "unit": "ms",
                "default": null,
                "nullable": true
              },
              "offsiteBackup": {
                "type": "boolean",
                "default": false
              },
              "snapshots": {
                "type": "boolean",
                "default": false
              },
              "rtoHours": {
                "max": 10000,
                "unit": "hours",
                "default": null,
                "nullable": true
              },
              "rpoHours": {
                "max": 10000,
                "unit": "hours",
                "default": null,
                "nullable": true
              },
              "supportMinutes": {
                "max": 1000000,
                "unit": "minutes",
                "default": null,
                "nullable": true
              }
            }
          },
          "default": {}
        }
      },
      "optional": true
    },
    "convertedFrom": {
      "type": "object",
      "shape": {
        "currency": {
          "type": "pattern",
          "description": "a three-letter ISO 4217 currency code such as \"CNY\"",
          "regex": "^[A-Z]{3}$"
        },
        "rate": {
          "min": 0.000001,
          "max": 1000000000
        },
        "figures": {
          "type": "record",
          "key": "^[A-Za-z0-9-]{1,40}(\\.[A-Za-z0-9-]{1,40}){1,4}$",
          "value": {
            "max": 1000000000000
          }
        },
        "notes": {
          "type": "record",
          "key": "^[A-Za-z0-9-]{1,40}(\\.[A-Za-z0-9-]{1,40}){1,4}$",
          "value": {
            "type": "text",
            "maxLength": 500
          },
          "default": {}
        }
      },
      "optional": true
    }
  }
});
