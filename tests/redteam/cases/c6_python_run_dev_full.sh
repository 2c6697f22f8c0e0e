python3 -c "import hwsim; r = hwsim.run('c6_python_run_dev_full.yaml'); print(len(r.tables))" >/dev/full
