// Written by `npm run docs` from the schema (src/engine/scenario/schema.ts): do not edit. The plain
// table of the analysis tools' sections of the scenario format that the page, the link reader and the command line check with (format.ts).
import { type FormatField, unpackFormat } from './format.ts';

/** The analysis tools' sections, which formatInstall.ts puts into the core table (format.gen.ts). */
export const TOOLS_FORMAT: FormatField = unpackFormat({
  "type": "object",
  "shape": {
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
    }
  }
});

/** Every section of the scenario, in the schema's order. */
export const SECTION_ORDER: readonly string[] = ["version","name","currency","horizonMonths","discountRatePct","sources","market","catalog","evaluatedOn","workload","own","rent","tax","finance","advisor","hybrid","scaling","utilization","obsolescence","storageIO","sensitivity","uncertainty","providers","convertedFrom"];
