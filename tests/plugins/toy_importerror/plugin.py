import a_module_that_is_not_installed  # noqa: F401  (the point of this test plugin)
