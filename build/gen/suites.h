SUITE(board_suite)
