// Written by `npm run docs` from the schema (src/engine/scenario/schema.ts): do not edit. The plain
// table of the scenario format that the page, the link reader and the command line check with (format.ts).
import { type FormatField, unpackFormat } from './format.ts';

export const FORMAT: FormatField = unpackFormat({
  "type": "object",
  "shape": {
    "version": {
      "min": 1,
      "max": 9,
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
        },
        "growth": {
          "type": "object",
          "shape": {
            "pctPerMonth": {
              "max": 100,
              "unit": "% a month",
              "default": 0
            },
            "maxGpus": {
              "min": 1,
              "max": 100000,
              "integer": true,
              "unit": "cards",
              "default": null,
              "nullable": true
            },
            "ownBuys": {
              "type": "enum",
              "values": [
                "up-front",
                "in-steps"
              ],
              "default": "up-front"
            }
          },
          "default": {
            "pctPerMonth": 0,
            "maxGpus": null,
            "ownBuys": "up-front"
          }
        },
        "busyMonths": {
          "type": "pattern",
          "description": "calendar months from 1 to 12, written \"3,4,5\"",
          "regex": "^(?:[1-9]|1[0-2])(?:,(?:[1-9]|1[0-2]))*$",
          "default": null,
          "nullable": true
        },
        "startMonth": {
          "min": 1,
          "max": 12,
          "integer": true,
          "unit": "month of the year",
          "default": 1
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
